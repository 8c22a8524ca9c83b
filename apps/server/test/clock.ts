import type { FastifyInstance } from 'fastify';
import type { Clock } from '../src/lib/clock';

/** A clock a test sets and moves by hand (docs/testing.md: every test gives the clock it means). */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string): TestClock {
  let at = new Date(start).getTime();
  if (Number.isNaN(at)) throw new Error(`testClock: not a date: ${String(start)}`);
  return {
    now: () => new Date(at),
    set: (next) => {
      at = new Date(next).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/**
 * The app's "now" moved by `offsetMs`, as an ISO string for SQL (`${appTime(app, -1000)}::timestamptz`):
 * tests that back-date rows use the app's clock, never the database server's `now()`, which
 * another process (or a faked test clock) need not agree with.
 */
export function appTime(app: FastifyInstance, offsetMs = 0): string {
  return new Date(app.clock.now().getTime() + offsetMs).toISOString();
}
