import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { WEEK_STARTS_ON } from '@sportkarta/contract/config/limits';
import { toApiDate } from '@sportkarta/contract/config/formats';

export type CalendarView = 'week' | 'month';

/** spec §2.4: each day carries a date (YYYY-MM-DD) and types (including SCHEDULED_EVENT). */
export interface CalendarDay {
  date: string;
  types: readonly string[];
}

const weekOptions = { weekStartsOn: WEEK_STARTS_ON } as const;

/** The days shown for a view: one Monday-first week, or whole weeks covering the month. */
export function visibleDays(anchor: Date, view: CalendarView): Date[] {
  if (view === 'week') {
    const start = startOfWeek(anchor, weekOptions);
    return eachDayOfInterval({ start, end: endOfWeek(anchor, weekOptions) });
  }
  return eachDayOfInterval({
    start: startOfWeek(startOfMonth(anchor), weekOptions),
    end: endOfWeek(endOfMonth(anchor), weekOptions),
  });
}

export function shiftAnchor(anchor: Date, view: CalendarView, step: 1 | -1): Date {
  return view === 'week' ? addWeeks(anchor, step) : addMonths(anchor, step);
}

/** spec §2.4: days outside min/max and days without tickets are disabled. */
export function isDayEnabled(
  date: Date,
  byDate: ReadonlyMap<string, CalendarDay>,
  min?: string,
  max?: string,
): boolean {
  const key = toApiDate(date);
  if (min && key < min) return false;
  if (max && key > max) return false;
  return byDate.has(key);
}

/** Keyboard moves of the WAI-ARIA date grid pattern. */
export function moveByKey(date: Date, key: string): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, weekOptions);
    case 'End':
      return endOfWeek(date, weekOptions);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}
