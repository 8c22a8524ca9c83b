/**
 * "Now" for the web app and for the contract's own date rules (a birth date may not lie in the
 * future). Everything there asks this module, never `new Date()` or `Date.now()` at the point
 * of use, so a test gives the clock it means with `setClock` (docs/testing.md). The server's
 * decisions take their time from the app's clock instead (apps/server/src/lib/clock.ts).
 *
 * The clock keeps running from the time it was set to, so timers (and the test runner's fake
 * timers) still move it.
 */
let offsetMs = 0;

export function nowMs(): number {
  return Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}

/** Sets the clock to `at` from now on; `null` goes back to the device's clock. */
export function setClock(at: Date | string | number | null): void {
  offsetMs = at === null ? 0 : new Date(at).getTime() - Date.now();
  if (Number.isNaN(offsetMs)) {
    offsetMs = 0;
    throw new Error(`setClock: not a date: ${String(at)}`);
  }
}

/** Today as YYYY-MM-DD in the device's (or the server process's) own calendar. */
export function todayLocalIso(): string {
  const d = now();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
