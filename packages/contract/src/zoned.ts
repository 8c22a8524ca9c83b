import { TIME_OF_DAY_BAND_HOURS, type TimeOfDayBand } from './enums-statuses';

// Calendar arithmetic in a venue's time zone (spec §3: days are YYYY-MM-DD; §9 bands), shared
// by the server's rules and the app's screens so both put a 23:30 session on the same day.

const parts = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    parts.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and hour of an instant in a time zone. */
export function zonedParts(
  at: Date,
  timeZone: string,
): { date: string; hour: number; minute: number } {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** YYYY-MM-DD of an instant in a time zone. */
export const dateInZone = (at: Date, timeZone: string): string => zonedParts(at, timeZone).date;

/** A YYYY-MM-DD day moved by `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday (the week starts on Monday, spec §9). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isWeekend = (date: string): boolean => isoWeekday(date) >= 6;

/**
 * spec §3 day rules: a day a service or package can be used on. ON_WEEKDAYS is Monday–Friday,
 * ON_WEEKENDS Saturday–Sunday, ANY_DAY every day. The catalogue and the checkout ask this one rule.
 */
export const dayAllowed = (rule: string, date: string): boolean =>
  rule === 'ON_WEEKDAYS' ? !isWeekend(date) : rule === 'ON_WEEKENDS' ? isWeekend(date) : true;

/** spec §9: morning 00:00–11:59, day 12:00–17:59, evening 18:00–23:59, by the local start. */
export function bandOf(at: Date, timeZone: string): TimeOfDayBand {
  const { hour } = zonedParts(at, timeZone);
  const found = (Object.keys(TIME_OF_DAY_BAND_HOURS) as TimeOfDayBand[]).find(
    (b) => hour >= TIME_OF_DAY_BAND_HOURS[b].fromHour && hour <= TIME_OF_DAY_BAND_HOURS[b].toHour,
  );
  return found ?? 'evening';
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The instant a venue's wall clock shows `date` at `time` (HH:MM) in `timeZone`: the offset is
 * read at a first guess and again at the answer, so a day that changes its offset still comes
 * out right (a wall time that does not exist lands after the gap).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (at: number): number => {
    const p = zonedParts(new Date(at), timeZone);
    const shown = Date.parse(
      `${p.date}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}:00Z`,
    );
    return shown - Math.floor(at / 60_000) * 60_000;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
