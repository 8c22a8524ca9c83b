import { z } from 'zod';
import { CancelSessionRequestSchema, VenueSessionSchema } from './venue-sessions';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: a venue's weekly session series (docs/venue-side.md "Session series"). Paths:
// /v1/mob/staff/complexes/{complexId}/series… The pattern is the venue's wall clock: ISO
// weekdays (1 = Monday … 7 = Sunday), a local start time, a duration, a first and a last day
// and the dates skipped. The price is the event's, as for every session.

/** The longest series: a year and a day from its first day to its last. */
export const SERIES_MAX_DAYS = 366;
/** The longest session of a series, in minutes (a day). */
export const SERIES_MAX_DURATION_MINUTES = 24 * 60;
/** The most seats a session of a series may have. */
export const SERIES_MAX_CAPACITY = 10_000;

export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: 'Пн',
  2: 'Вт',
  3: 'Ср',
  4: 'Чт',
  5: 'Пт',
  6: 'Сб',
  7: 'Вс',
};

const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A wall-clock time of the venue, HH:MM (24 hours). */
export const LocalTimeSchema = z
  .string({ error: 'Укажите время' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время — в виде ЧЧ:ММ, например 19:30');

const durationSchema = z
  .number({ error: 'Укажите длительность в минутах' })
  .int('Длительность — целое число минут')
  .min(1, 'Длительность — не меньше 1 минуты')
  .max(SERIES_MAX_DURATION_MINUTES, 'Длительность — не больше суток');

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** POST …/series — a series and all its sessions at once. */
export const CreateSeriesRequestSchema = z
  .object({
    /** The client's key of this creation: sending it again answers the same series. */
    idempotencyKey: z.uuid({ error: 'Неверный ключ запроса' }),
    eventId: z
      .number({ error: 'Укажите событие' })
      .int('Неверное событие')
      .positive('Неверное событие')
      .max(2_147_483_647, 'Неверное событие'),
    weekdays: z
      .array(
        z
          .number({ error: 'День недели — число от 1 (пн) до 7 (вс)' })
          .int('День недели — число от 1 (пн) до 7 (вс)')
          .min(1, 'День недели — число от 1 (пн) до 7 (вс)')
          .max(7, 'День недели — число от 1 (пн) до 7 (вс)'),
        { error: 'Укажите дни недели' },
      )
      .min(1, 'Выберите хотя бы один день недели')
      .max(7, 'Дней недели не больше семи')
      .refine((d) => new Set(d).size === d.length, 'Дни недели повторяются'),
    startTime: LocalTimeSchema,
    /** Without it: the event's duration. */
    durationMinutes: durationSchema.optional(),
    startDate: isoDate(),
    endDate: isoDate(),
    capacity: z
      .number({ error: 'Укажите количество мест' })
      .int('Количество мест — целое число')
      .min(1, 'Мест — не меньше одного')
      .max(SERIES_MAX_CAPACITY, `Мест — не больше ${SERIES_MAX_CAPACITY}`),
    /** Dates of the range skipped from the start. */
    exceptions: z
      .array(isoDate(), { error: 'Укажите список дат' })
      .max(SERIES_MAX_DAYS + 1, 'Слишком много дат')
      .default([]),
  })
  .refine((s) => s.startDate <= s.endDate, {
    error: 'Дата окончания раньше даты начала',
    path: ['endDate'],
  })
  .refine((s) => daysBetween(s.startDate, s.endDate) <= SERIES_MAX_DAYS, {
    error: `Серия — не длиннее ${SERIES_MAX_DAYS} дней`,
    path: ['endDate'],
  })
  .refine((s) => s.exceptions.every((d) => d >= s.startDate && d <= s.endDate), {
    error: 'Пропускаемая дата вне дат серии',
    path: ['exceptions'],
  });
export type CreateSeriesRequest = z.input<typeof CreateSeriesRequestSchema>;

export const VenueSeriesParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  seriesId: id('Неверная серия'),
});

/** POST …/series/{seriesId}/exceptions — skip a date; its session, if any, is cancelled. */
export const SeriesExceptionRequestSchema = z.object({
  date: isoDate(),
  reason: CancelSessionRequestSchema.shape.reason,
});
export type SeriesExceptionRequest = z.infer<typeof SeriesExceptionRequestSchema>;

/** POST …/series/{seriesId}/shift — a new local start time (and duration) from now on. */
export const ShiftSeriesRequestSchema = z.object({
  startTime: LocalTimeSchema,
  /** Without it: the series' duration stays. */
  durationMinutes: durationSchema.optional(),
});
export type ShiftSeriesRequest = z.infer<typeof ShiftSeriesRequestSchema>;

/** POST …/series/{seriesId}/cancel — the reason the holders read. */
export const CancelSeriesRequestSchema = CancelSessionRequestSchema;
export type CancelSeriesRequest = z.infer<typeof CancelSeriesRequestSchema>;

export const SessionSeriesSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  /** The event's price: every session of it sells at this price. */
  priceKopecks: z.number().int(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  capacity: z.number().int(),
  /** Dates skipped, earliest first. */
  exceptions: z.array(z.string()),
  canceled: z.boolean(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Its sessions not cancelled, past and future. */
  sessions: z.number().int(),
  /** Its sessions not cancelled and not started yet (by the app's clock). */
  upcoming: z.number().int(),
  /** Seats sold over all its sessions not cancelled. */
  sold: z.number().int(),
});
export type SessionSeries = z.infer<typeof SessionSeriesSchema>;

/** An event a new series may repeat: the venue's scheduled events on sale. */
export const SeriesEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  placeName: z.string(),
  /** Every session of it sells at this price. */
  priceKopecks: z.number().int(),
  /** A new series' duration unless it names one. */
  durationMinutes: z.number().int(),
});
export type SeriesEvent = z.infer<typeof SeriesEventSchema>;

/** GET …/series — the venue's series, newest first, and the events a new one may repeat. */
export const SeriesListSchema = z.object({
  timeZone: z.string(),
  series: z.array(SessionSeriesSchema),
  /** The venue's ACTIVE scheduled events, by name. */
  events: z.array(SeriesEventSchema),
});
export type SeriesList = z.infer<typeof SeriesListSchema>;

export const CreateSeriesResultSchema = z.object({
  series: SessionSeriesSchema,
  /** Sessions the series has (made now, or by the first call with the same key). */
  created: z.number().int(),
  /** False: the same idempotency key was sent before; nothing new was made. */
  fresh: z.boolean(),
});
export type CreateSeriesResult = z.infer<typeof CreateSeriesResultSchema>;

export const SeriesExceptionResultSchema = z.object({
  series: SessionSeriesSchema,
  /** The date's session, cancelled now (null: the date had none, or it was cancelled before). */
  session: VenueSessionSchema.nullable(),
  refunds: z.number().int(),
  notified: z.number().int(),
});
export type SeriesExceptionResult = z.infer<typeof SeriesExceptionResultSchema>;

export const ShiftSeriesResultSchema = z.object({
  series: SessionSeriesSchema,
  /** Future sessions moved to the new time. */
  moved: z.number().int(),
  /**
   * Future sessions left at their time: seats sold or held on them (their buyers chose that
   * time), or the new time of the day already past. Cancel one or skip its date to drop it.
   */
  kept: z.array(VenueSessionSchema),
});
export type ShiftSeriesResult = z.infer<typeof ShiftSeriesResultSchema>;

export const CancelSeriesResultSchema = z.object({
  series: SessionSeriesSchema,
  /** Future sessions cancelled now. */
  sessions: z.number().int(),
  /** Refunds queued (each sent at once, and by the reconciler if not). */
  refunds: z.number().int(),
  /** People told (one notification each, whatever number of its sessions they held). */
  notified: z.number().int(),
});
export type CancelSeriesResult = z.infer<typeof CancelSeriesResultSchema>;
