import type { TimetableLesson } from '@sportkarta/contract/api/venue-coaches';
import { addDays, isoWeekday } from '@sportkarta/contract/zoned';

// A coach's timetable by week (issue 25): Monday to Sunday (spec §9) in the venue's zone.

export interface Week {
  from: string;
  to: string;
}

/** The week (Monday–Sunday) of a day. */
export function weekOf(day: string): Week {
  const from = addDays(day, 1 - isoWeekday(day));
  return { from, to: addDays(from, 6) };
}

const DAY_MONTH = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** «30 ноября — 6 декабря»: short enough for one line on a phone. */
export const weekTitle = (w: Week): string =>
  `${DAY_MONTH.format(new Date(`${w.from}T12:00:00Z`))} — ${DAY_MONTH.format(new Date(`${w.to}T12:00:00Z`))}`;

const isDay = (s: string | null | undefined): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The week an address names (`?week=`), else today's. */
export const weekFrom = (param: string | null | undefined, today: string): Week =>
  weekOf(isDay(param) ? param : today);

/** The lessons by day, in order; days without a lesson are left out. */
export function byDay(lessons: readonly TimetableLesson[]): [string, TimetableLesson[]][] {
  const days = new Map<string, TimetableLesson[]>();
  for (const l of lessons) days.set(l.date, [...(days.get(l.date) ?? []), l]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** What the admin may do with a lesson not yet past: substitute its coach, or cancel that. */
export type LessonAction = 'substitute' | 'cancel' | null;

export function actionOf(l: TimetableLesson, today: string, canEdit: boolean): LessonAction {
  if (!canEdit || l.date < today) return null;
  return l.role === 'OWN' ? 'substitute' : 'cancel';
}
