import { addDays, isoWeekday } from '@sportkarta/contract/zoned';

// The poster's date filter: days of the city (YYYY-MM-DD in its zone) from its today.

export const PERIODS = ['all', 'today', 'tomorrow', 'weekend', 'week'] as const;
export type Period = (typeof PERIODS)[number];

/** A period chip, or one day picked in the calendar. */
export type DateChoice = { period: Period } | { date: string };

export interface DateRange {
  dateFrom?: string;
  dateTo?: string;
}

/** The days a choice means on `today`; the weekend is the coming one (or this, on a weekend). */
export function rangeOf(choice: DateChoice, today: string): DateRange {
  if ('date' in choice) return { dateFrom: choice.date, dateTo: choice.date };
  switch (choice.period) {
    case 'all':
      return {};
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { dateFrom: tomorrow, dateTo: tomorrow };
    }
    case 'weekend': {
      const weekday = isoWeekday(today);
      const saturday = weekday === 7 ? addDays(today, -1) : addDays(today, 6 - weekday);
      return { dateFrom: weekday >= 6 ? today : saturday, dateTo: addDays(saturday, 1) };
    }
    case 'week':
      return { dateFrom: today, dateTo: addDays(today, 6) };
  }
}
