// spec §3 Events state "selectedPeriod (default today)": the periods the events filter offers,
// turned into the startDate/endDate of GET /v1/events. Days are Moscow days (the venues' time
// zone, STYLE.md), whatever the device's zone is.

import { once } from '@sportkarta/contract/once';

export const EVENT_PERIOD_KINDS = ['today', 'tomorrow', 'week', 'weekend', 'date'] as const;
export type EventPeriodKind = (typeof EVENT_PERIOD_KINDS)[number];

export type EventPeriod =
  { kind: Exclude<EventPeriodKind, 'date'> } | { kind: 'date'; /** YYYY-MM-DD */ date: string };

export const DEFAULT_EVENT_PERIOD: EventPeriod = { kind: 'today' };

export const EVENTS_TIME_ZONE = 'Europe/Moscow';
/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET = '+03:00';
const DAY_MS = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;

const dayFormat = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EVENTS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The Moscow calendar day of an instant, YYYY-MM-DD. */
export function moscowDay(now: Date): string {
  return dayFormat().format(now);
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const startOf = (day: string) => new Date(`${day}T00:00:00${MOSCOW_OFFSET}`);

export interface EventsRange {
  startDate: string;
  endDate: string;
}

/**
 * The request window of a period. spec §7.2: startDate defaults to now, so a window that
 * includes today starts now (events already over are not shown); it ends at the Moscow
 * midnight after its last day. The week runs to Sunday (spec §9: week starts Monday); the
 * weekend is this week's Saturday and Sunday.
 */
export function periodRange(period: EventPeriod, now: Date): EventsRange {
  const today = moscowDay(now);
  let first: string;
  let last: string;
  switch (period.kind) {
    case 'today':
      [first, last] = [today, today];
      break;
    case 'tomorrow':
      first = last = addDays(today, 1);
      break;
    case 'week':
      first = today;
      last = addDays(today, (7 - weekday(today)) % 7);
      break;
    case 'weekend': {
      const wd = weekday(today);
      last = wd === SUNDAY ? today : addDays(today, 7 - wd);
      first = wd === SUNDAY || wd === SATURDAY ? today : addDays(last, -1);
      break;
    }
    case 'date':
      first = last = period.date < today ? today : period.date;
      break;
  }
  const start = first === today ? now : startOf(first);
  return { startDate: start.toISOString(), endDate: startOf(addDays(last, 1)).toISOString() };
}

/** A stored period that can still be asked for; a past date falls back to today. */
export function validPeriod(value: unknown, now: Date): EventPeriod {
  if (!value || typeof value !== 'object') return DEFAULT_EVENT_PERIOD;
  const v = value as { kind?: unknown; date?: unknown };
  if (v.kind === 'date') {
    return typeof v.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(v.date) &&
      v.date >= moscowDay(now)
      ? { kind: 'date', date: v.date }
      : DEFAULT_EVENT_PERIOD;
  }
  return EVENT_PERIOD_KINDS.includes(v.kind as EventPeriodKind)
    ? ({ kind: v.kind } as EventPeriod)
    : DEFAULT_EVENT_PERIOD;
}

export function samePeriod(a: EventPeriod, b: EventPeriod): boolean {
  return a.kind === b.kind && (a.kind !== 'date' || (b.kind === 'date' && a.date === b.date));
}
