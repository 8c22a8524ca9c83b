/**
 * The one place server code asks what time it is (STYLE.md: time is an input). Expiries,
 * windows, "today" and anything stored to be compared later take their "now" from the app's
 * clock (`app.clock`), never from `new Date()` or SQL `now()` at the point of use: the API
 * process and PostgreSQL can disagree about the time, and tests give the app the clock they
 * mean (test/clock.ts). Durations measured inside one process (timeouts, cache ages) use the
 * process's own timers.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` now and runs on at the pace of the system's (CLOCK_START). */
export function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for everything the app decides by date or time (lib/clock.ts). */
    clock: Clock;
  }
}
