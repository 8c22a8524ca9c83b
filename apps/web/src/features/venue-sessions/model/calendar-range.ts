import { addDays, dateInZone, isoWeekday } from '@sportkarta/contract/zoned';

// The calendar's range (issue 25): a day, or the week (Monday to Sunday, spec §9) around it,
// in the venue's zone.

export type CalendarView = 'day' | 'week';

export interface CalendarRange {
  from: string;
  to: string;
}

export const venueToday = (now: Date, timeZone: string): string => dateInZone(now, timeZone);

export function rangeOf(view: CalendarView, day: string): CalendarRange {
  if (view === 'day') return { from: day, to: day };
  const monday = addDays(day, 1 - isoWeekday(day));
  return { from: monday, to: addDays(monday, 6) };
}

/** The next or previous day or week. */
export const step = (view: CalendarView, day: string, by: 1 | -1): string =>
  addDays(day, view === 'day' ? by : 7 * by);

/** Each day of the range, in order. */
export function daysOf(range: CalendarRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

const DAY_TITLE = new Intl.DateTimeFormat('ru-RU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** «среда, 25 ноября» */
export const formatDay = (day: string): string => DAY_TITLE.format(new Date(`${day}T00:00:00Z`));

/** «19:00–20:00» in the venue's zone. */
export function formatHours(startsAt: string, endsAt: string, timeZone: string): string {
  const f = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${f.format(new Date(startsAt))}–${f.format(new Date(endsAt))}`;
}
