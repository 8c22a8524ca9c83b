import { z } from 'zod';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25 (first slice): the venue's session calendar and the cancellation of a session
// (docs/venue-side.md "Sessions"). Paths: /v1/mob/staff/complexes/{complexId}/sessions…

const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });

/** The longest range one calendar call reads (a week and a bit, in the venue's days). */
export const SESSION_CALENDAR_MAX_DAYS = 31;

/**
 * A period of the venue's days, both included, at most `maxDays` long: `?from&to` of the
 * calendar and of the reports (venue-reports.ts), with their Russian 400s.
 */
export const dayPeriodSchema = (maxDays: number) =>
  z
    .object({ from: isoDate(), to: isoDate() })
    .refine((q) => q.from <= q.to, { error: 'Конец периода раньше начала', path: ['to'] })
    .refine(
      (q) =>
        (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <
        maxDays,
      { error: `Период — не больше ${maxDays} дней`, path: ['to'] },
    );

/** GET …/sessions?from&to — days in the venue's time zone, both included. */
export const SessionCalendarQuerySchema = dayPeriodSchema(SESSION_CALENDAR_MAX_DAYS);
export type SessionCalendarQuery = z.infer<typeof SessionCalendarQuerySchema>;

export const VenueSessionSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  placeName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The session's day in the venue's zone (YYYY-MM-DD). */
  date: z.string(),
  priceKopecks: z.number().int(),
  capacity: z.number().int(),
  /** Seats sold (tickets of paid and free orders). */
  sold: z.number().int(),
  /** Seats held now: live holds, not yet paid. */
  held: z.number().int(),
  /** Tickets of the session let in at the door (each ticket once). */
  checkedIn: z.number().int(),
  canceled: z.boolean(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The weekly series that made it (null: a session of its own); venue-series.ts. */
  seriesId: z.number().int().nullable().optional(),
  /**
   * Issue 25: occupancy per leaf of the place's layout (lanes, halves) when the session sells
   * parts of it: units sold and held on the leaf, its tickets let in (an «any lane» ticket
   * counts on a lane once the door has given it one).
   */
  parts: z
    .array(
      z.object({
        partId: z.number().int(),
        name: z.string(),
        capacity: z.number().int(),
        sold: z.number().int(),
        held: z.number().int(),
        checkedIn: z.number().int(),
      }),
    )
    .optional(),
});
export type VenueSession = z.infer<typeof VenueSessionSchema>;

export const SessionCalendarSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** By start, earliest first. */
  sessions: z.array(VenueSessionSchema),
});
export type SessionCalendar = z.infer<typeof SessionCalendarSchema>;

export const VenueSessionParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  sessionId: z.coerce
    .number({ error: 'Неверный сеанс' })
    .int('Неверный сеанс')
    .positive('Неверный сеанс')
    .max(Number.MAX_SAFE_INTEGER, 'Неверный сеанс'),
});

/** POST …/sessions/{sessionId}/cancel — the reason the holders read. */
export const CancelSessionRequestSchema = z.object({
  reason: z
    .string({ error: 'Укажите причину' })
    .trim()
    .min(3, 'Укажите причину: её прочитают покупатели')
    .max(500, 'Причина — не длиннее 500 символов'),
});
export type CancelSessionRequest = z.infer<typeof CancelSessionRequestSchema>;

export const CancelSessionResultSchema = z.object({
  session: VenueSessionSchema,
  /** Refunds queued by this cancellation (each sent at once, and by the reconciler if not). */
  refunds: z.number().int(),
  /** People told (one notification each). */
  notified: z.number().int(),
});
export type CancelSessionResult = z.infer<typeof CancelSessionResultSchema>;
