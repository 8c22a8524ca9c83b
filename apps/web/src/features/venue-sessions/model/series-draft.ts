import {
  CreateSeriesRequestSchema,
  WEEKDAY_LABELS,
  type CreateSeriesRequest,
  type SessionSeries,
} from '@sportkarta/contract/api/venue-series';
import { addDays } from '@sportkarta/contract/zoned';

// Issue 25: the series form's draft (text as typed), read through the contract's own schema so
// the field shows the very message the server would answer; and how a series reads in a card.

export interface SeriesDraft {
  eventId: string;
  weekdays: number[];
  startTime: string;
  /** Empty: the event's duration. */
  durationMinutes: string;
  startDate: string;
  endDate: string;
  capacity: string;
  exceptions: string[];
}

export type SeriesField = keyof SeriesDraft | 'form';
export type FieldErrors = Partial<Record<SeriesField, string>>;

/** A new draft: from the venue's today, four weeks, 19:00, twenty seats. */
export const newDraft = (today: string): SeriesDraft => ({
  eventId: '',
  weekdays: [],
  startTime: '19:00',
  durationMinutes: '',
  startDate: today,
  endDate: addDays(today, 27),
  capacity: '20',
  exceptions: [],
});

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

export type DraftRead =
  | { ok: true; body: Omit<CreateSeriesRequest, 'idempotencyKey'> }
  | { ok: false; errors: FieldErrors };

/** The request the draft makes, or the first message of each field that is wrong. */
export function readDraft(d: SeriesDraft, idempotencyKey: string): DraftRead {
  const parsed = CreateSeriesRequestSchema.safeParse({
    idempotencyKey,
    eventId: num(d.eventId),
    weekdays: [...d.weekdays].sort((a, b) => a - b),
    startTime: d.startTime,
    durationMinutes: num(d.durationMinutes),
    startDate: d.startDate,
    endDate: d.endDate,
    capacity: num(d.capacity),
    exceptions: d.exceptions,
  });
  if (parsed.success) {
    const { idempotencyKey: _key, ...body } = parsed.data;
    return { ok: true, body };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const head = issue.path[0];
    const field = (typeof head === 'string' && head in d ? head : 'form') as SeriesField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const DATE_YEAR = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDate = (d: string) => new Date(`${d}T00:00:00Z`);

/** «2 декабря» */
export const formatDate = (d: string): string => DATE.format(asDate(d));

/** «23 ноября — 6 декабря 2026 г.» (the first day's year only when it differs). */
export function formatDates(from: string, to: string): string {
  const first = from.slice(0, 4) === to.slice(0, 4) ? DATE : DATE_YEAR;
  return `${first.format(asDate(from))} — ${DATE_YEAR.format(asDate(to))}`;
}

/** «Пн, Ср, Пт» (Monday first), or «Каждый день». */
export const formatWeekdays = (days: readonly number[], everyDay: string): string =>
  days.length === 7
    ? everyDay
    : [...days]
        .sort((a, b) => a - b)
        .map((d) => WEEKDAY_LABELS[d] ?? String(d))
        .join(', ');

/** «19:00–20:30» from a wall-clock start and a duration (past midnight it wraps). */
export function formatTimes(startTime: string, durationMinutes: number): string {
  const [h, m] = startTime.split(':').map(Number);
  const end = ((h ?? 0) * 60 + (m ?? 0) + durationMinutes) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${startTime}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** A series' one-line name: «Свободное плавание · Пн, Ср · 19:00–20:30». */
export const seriesTitle = (s: SessionSeries, everyDay: string): string =>
  `${s.eventName} · ${formatWeekdays(s.weekdays, everyDay)} · ${formatTimes(s.startTime, s.durationMinutes)}`;
