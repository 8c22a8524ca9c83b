import { z } from 'zod';
import type { EventKind } from '../enums';
import { positiveId } from './catalogue';

// Issue 14: the poster (spec §1 "an event poster", §7.1 "Creations (poster)"): a city's
// concerts, performances, excursions, films, events, admissions and sports events with their
// sessions. Days are YYYY-MM-DD in the city's time zone; moments are ISO 8601; money in kopecks.

/** spec §3 event kinds a poster shows: every kind but a person's own (USER_EVENT). */
export const CREATION_KINDS = [
  'CONCERT',
  'PERFORMANCE',
  'EXCURSION',
  'MOVIE',
  'EVENT',
  'ADMISSION',
  'SPORT_EVENT',
] as const satisfies readonly EventKind[];
export const CreationKindSchema = z.enum(CREATION_KINDS, { error: 'Неизвестный вид события' });
export type CreationKind = z.infer<typeof CreationKindSchema>;

/** Age ratings as shown in Russia (the 436-FZ marks). */
export const AGE_RATINGS = ['0+', '6+', '12+', '16+', '18+'] as const;

const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });

// ---- POST /v1/mob/creations/city-id ----------------------------------------------------------

/** The person's point, or nothing (the default city). */
export const CityIdRequestSchema = z
  .object({
    latitude: z.number({ error: 'Должно быть числом' }).min(-90).max(90).nullish(),
    longitude: z.number({ error: 'Должно быть числом' }).min(-180).max(180).nullish(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: 'Укажите обе координаты: широту и долготу',
  });
export type CityIdRequest = z.infer<typeof CityIdRequestSchema>;

export const CitySchema = z.object({
  cityId: z.number().int(),
  name: z.string(),
  timeZone: z.string().describe('Часовой пояс города (IANA), в нём считаются дни афиши'),
  lat: z.number(),
  lon: z.number(),
});
export type City = z.infer<typeof CitySchema>;

// ---- POST /v1/mob/creations/page -------------------------------------------------------------

export const CREATIONS_PAGE_SIZE = 20;
export const CREATIONS_MAX_PAGE_SIZE = 50;

export const CreationsPageRequestSchema = z
  .object({
    cityId: positiveId('город'),
    kinds: z
      .array(CreationKindSchema, { error: 'Ожидается список видов событий' })
      .max(CREATION_KINDS.length, `Значение не может быть больше ${CREATION_KINDS.length}`)
      .optional()
      .describe('Виды событий; пусто или нет — все'),
    dateFrom: isoDate().optional().describe('Первый день, YYYY-MM-DD в часовом поясе города'),
    dateTo: isoDate().optional().describe('Последний день (включительно)'),
    page: z
      .number({ error: 'Должно быть числом' })
      .int('Должно быть числом')
      .min(0, 'Значение не может быть меньше 0')
      .max(1000, 'Значение не может быть больше 1000')
      .default(0),
    size: z
      .number({ error: 'Должно быть числом' })
      .int('Должно быть числом')
      .min(1, 'Значение не может быть меньше 1')
      .max(CREATIONS_MAX_PAGE_SIZE, `Значение не может быть больше ${CREATIONS_MAX_PAGE_SIZE}`)
      .default(CREATIONS_PAGE_SIZE),
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateTo >= b.dateFrom, {
    message: 'Дата окончания должна быть позже чем дата начала',
    path: ['dateTo'],
  });
export type CreationsPageRequest = z.input<typeof CreationsPageRequestSchema>;

export const CreationSessionSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  priceKopecks: z.number().int().nonnegative().describe('Цена билета; 0 — бесплатно'),
});
export type CreationSession = z.infer<typeof CreationSessionSchema>;

export const CreationSummarySchema = z.object({
  id: z.number().int(),
  kind: CreationKindSchema,
  title: z.string(),
  venueName: z.string(),
  address: z.string(),
  image: z.string().describe('Адрес картинки'),
  imageAlt: z.string(),
  ageRating: z.enum(AGE_RATINGS),
  sportName: z.string().nullable().describe('Вид спорта спортивного события'),
  priceFromKopecks: z
    .number()
    .int()
    .nullable()
    .describe('Самый дешёвый билет среди предстоящих сеансов (в фильтре дат — среди них)'),
  nextSession: CreationSessionSchema.describe(
    'Ближайший предстоящий сеанс (в фильтре дат — ближайший в нём)',
  ),
  sessionsAhead: z.number().int().describe('Сколько сеансов впереди (в фильтре дат — в нём)'),
});
export type CreationSummary = z.infer<typeof CreationSummarySchema>;

export const CreationsPageSchema = z.object({
  cityId: z.number().int(),
  timeZone: z.string(),
  items: z.array(CreationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type CreationsPage = z.infer<typeof CreationsPageSchema>;

// ---- POST /v1/mob/creations/{id}/schedule ----------------------------------------------------

export const CreationParamsSchema = z.object({ id: positiveId('событие') });

export const SCHEDULE_DEFAULT_DAYS = 30;
export const SCHEDULE_MAX_DAYS = 93;

export const CreationScheduleRequestSchema = z.object({
  dateFrom: isoDate().optional().describe('С какого дня (по умолчанию сегодня в городе)'),
  days: z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(1, 'Значение не может быть меньше 1')
    .max(SCHEDULE_MAX_DAYS, `Значение не может быть больше ${SCHEDULE_MAX_DAYS}`)
    .default(SCHEDULE_DEFAULT_DAYS),
});
export type CreationScheduleRequest = z.input<typeof CreationScheduleRequestSchema>;

export const CreationDetailSchema = CreationSummarySchema.omit({
  nextSession: true,
  sessionsAhead: true,
}).extend({
  description: z.string(),
  lat: z.number(),
  lon: z.number(),
  cityId: z.number().int(),
  cityName: z.string(),
  timeZone: z.string(),
});
export type CreationDetail = z.infer<typeof CreationDetailSchema>;

export const ScheduleDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD в часовом поясе города'),
  sessions: z.array(CreationSessionSchema),
});
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const CreationScheduleSchema = z.object({
  creation: CreationDetailSchema,
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Only days with sessions still ahead, in order; each day's sessions by time. */
  days: z.array(ScheduleDaySchema),
});
export type CreationSchedule = z.infer<typeof CreationScheduleSchema>;
