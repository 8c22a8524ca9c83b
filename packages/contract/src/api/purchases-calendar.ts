import { z } from 'zod';
import { PURCHASES_CALENDAR_MAX_DAYS } from '../config/limits';
import { VALIDATION_MESSAGES } from '../validation-messages';
import { CALENDAR_DAY_TYPES } from './catalogue';

// Issue 12: the days that hold a person's purchases with a date, for the calendar marks of the
// tickets screen (spec §7.1 POST /v1/mob/user/purchases-service-calendar, §2.4 calendar days),
// and the personal calendar feed (.ics) of those purchases.

const isoDate = () => z.iso.date({ error: VALIDATION_MESSAGES.date });
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const PURCHASES_CALENDAR_RANGE_MESSAGE = `Период не может быть длиннее ${PURCHASES_CALENDAR_MAX_DAYS} дней`;

export const PurchasesCalendarRequestSchema = z
  .object({
    from: isoDate().describe('Первый день периода, YYYY-MM-DD'),
    to: isoDate().describe('Последний день периода (включительно), YYYY-MM-DD'),
  })
  .refine((b) => b.to >= b.from, { message: VALIDATION_MESSAGES.endDate, path: ['to'] })
  .refine((b) => daysBetween(b.from, b.to) < PURCHASES_CALENDAR_MAX_DAYS, {
    message: PURCHASES_CALENDAR_RANGE_MESSAGE,
    path: ['to'],
  });
export type PurchasesCalendarRequest = z.infer<typeof PurchasesCalendarRequestSchema>;

export const PurchasesCalendarDaySchema = z.object({
  date: z.string().describe('День в часовом поясе спортобъекта, YYYY-MM-DD'),
  types: z
    .array(z.enum(CALENDAR_DAY_TYPES))
    .describe('SCHEDULED_EVENT — сеансы, SERVICE — услуги на день'),
  count: z.number().int().describe('Сколько билетов на этот день'),
});
export type PurchasesCalendarDay = z.infer<typeof PurchasesCalendarDaySchema>;

export const PurchasesCalendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(PurchasesCalendarDaySchema).describe('Только дни с покупками, по порядку'),
});
export type PurchasesCalendarResponse = z.infer<typeof PurchasesCalendarResponseSchema>;

// ---- the calendar feed: POST / DELETE /v1/mob/user/calendar-feed, GET /v1/calendar/{token}.ics

/** 32 random bytes, base64url without padding: the feed's address and its only secret. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CalendarFeedSchema = z.object({
  path: z.string().describe('Адрес ленты от корня сервера: /v1/calendar/{token}.ics'),
  url: z.string().describe('Полный адрес ленты (https://…) по адресу запроса'),
  webcalUrl: z.string().describe('Тот же адрес со схемой webcal:// для подписки в календаре'),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The address's token; a malformed one answers 404 like an unknown one (nothing to tell apart). */
export const CalendarFeedParamsSchema = z.object({
  token: z.string().describe('Секрет ленты: 43 символа base64url'),
});
