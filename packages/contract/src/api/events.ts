import { z } from 'zod';
import { EventKindSchema } from '../enums';
import { SportTypeSchema } from './places';

// Issue 4: events shown on the map (spec §3 Events state, §7.2 "User events").

export const EventPlaceSchema = z.object({
  id: z.number().int().describe('Комплекс, где проходит событие'),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
});
/**
 * Issue 14: who may see and join a person's own event (kind USER_EVENT): ANYONE, or only the
 * author's friends (FRIENDS_ONLY; a friendship is mutual).
 */
export const EVENT_AUDIENCES = ['ANYONE', 'FRIENDS_ONLY'] as const;
export const EventAudienceSchema = z.enum(EVENT_AUDIENCES);
export type EventAudience = z.infer<typeof EventAudienceSchema>;

/** A person as others see them beside an event: the first name and the photo only. */
export const EventPersonSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  photo: z.string().nullable().describe('Адрес фотографии (/v1/photos/…) или null'),
});
export type EventPerson = z.infer<typeof EventPersonSchema>;

/** What a person's own event adds to an event (null for a venue's events). */
export const UserEventInfoSchema = z.object({
  author: EventPersonSchema,
  audience: EventAudienceSchema,
  capacity: z.number().int().describe('Мест для записавшихся (организатор в них не входит)'),
  taken: z.number().int().describe('Занято мест'),
  canceled: z.boolean().describe('Отменено автором (видят только автор и записавшиеся)'),
});
export type UserEventInfo = z.infer<typeof UserEventInfoSchema>;

export const EventSchema = z.object({
  id: z.number().int(),
  kind: EventKindSchema,
  name: z.string(),
  description: z.string(),
  sportType: SportTypeSchema.nullable(),
  startsAt: z.string().describe('ISO 8601 с часовым поясом'),
  endsAt: z.string().describe('ISO 8601 с часовым поясом'),
  timeZone: z.string(),
  price: z.number().int().nullable().describe('Цена в копейках; 0 — бесплатно; null — не указана'),
  places: z.array(EventPlaceSchema),
  userEvent: UserEventInfoSchema.nullable(),
});
export type SportEvent = z.infer<typeof EventSchema>;

/**
 * GET /v1/events?sportTypes=1,2&startDate=…&endDate=… — spec §7.2: sportTypes joined by comma,
 * startDate defaults to now; events that have not ended by startDate and start before endDate
 * (default: startDate + 7 days), soonest first.
 */
export const EventsQuerySchema = z.object({
  sportTypes: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Неверный формат')
    .optional(),
  startDate: z.iso
    .datetime({ offset: true, error: 'Неверный формат даты' })
    .or(z.iso.date({ error: 'Неверный формат даты' }))
    .optional(),
  endDate: z.iso
    .datetime({ offset: true, error: 'Неверный формат даты' })
    .or(z.iso.date({ error: 'Неверный формат даты' }))
    .optional(),
});
export const EventsResponseSchema = z.object({ events: z.array(EventSchema) });
export const EventIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Неверный идентификатор события' }).int().positive(),
});
