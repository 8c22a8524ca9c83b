import { afterEach, describe, expect, it, vi } from 'vitest';
import { now, nowMs, setClock, todayLocalIso } from './clock';

afterEach(() => {
  setClock(null);
  vi.useRealTimers();
});

describe('clock', () => {
  it('reads the device clock until a test sets it', () => {
    vi.useFakeTimers({ now: new Date('2030-05-05T10:00:00Z') });
    expect(now().toISOString()).toBe('2030-05-05T10:00:00.000Z');
  });

  it('keeps running from the time it was set to', () => {
    vi.useFakeTimers({ now: new Date('2030-05-05T10:00:00Z') });
    setClock('2026-11-23T23:59:00+03:00');
    expect(now().toISOString()).toBe('2026-11-23T20:59:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(nowMs()).toBe(Date.parse('2026-11-23T21:00:30Z'));
  });

  it('refuses a value that is not a date and stays as it was', () => {
    expect(() => setClock('не дата')).toThrow();
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(5);
  });

  it("today is the local calendar's day, whatever the zone", () => {
    // Local midnight and the minute before it, built in the process's own zone.
    setClock(new Date(2026, 10, 23, 0, 0));
    expect(todayLocalIso()).toBe('2026-11-23');
    setClock(new Date(2026, 10, 22, 23, 59));
    expect(todayLocalIso()).toBe('2026-11-22');
  });
});
