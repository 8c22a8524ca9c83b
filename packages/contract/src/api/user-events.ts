import { z } from 'zod';
import { EventAudienceSchema, EventPersonSchema } from './events';

// Issue 14: a person's own games and trainings (spec §3 event kind USER_EVENT; §7.1
// addEvent / updEvent / cancelEvent and the registrations). Times are the venue's wall clock:
// a day and two times of that day, turned into instants in the venue's zone by the server.

export const USER_EVENT_CAPACITY_MIN = 2;
export const USER_EVENT_CAPACITY_MAX = 100;
export const USER_EVENT_NAME_MIN = 3;
export const USER_EVENT_NAME_MAX = 80;
export const USER_EVENT_DESCRIPTION_MAX = 500;
export const USER_EVENT_REASON_MAX = 200;

/** spec §5 texts. */
export const END_TIME_BEFORE_START = 'Время окончания не может быть раньше чем время начала';
const REQUIRED = 'Поле обязательно';

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const time = z
  .string({ error: REQUIRED })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Неверный формат времени, ожидается ЧЧ:ММ');
const text = (min: number, max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(min, min <= 1 ? REQUIRED : `Длина текста не может быть меньше ${min} символов`)
    .max(max, `Длина текста не может быть больше ${max} символов`);

/** The fields the create and edit forms share (spec §5: text inputs trim). */
export const userEventFields = {
  complexId: id('Выберите спортобъект'),
  sportTypeId: id('Выберите вид спорта'),
  name: text(USER_EVENT_NAME_MIN, USER_EVENT_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(
      USER_EVENT_DESCRIPTION_MAX,
      `Длина текста не может быть больше ${USER_EVENT_DESCRIPTION_MAX} символов`,
    )
    .default(''),
  /** The venue's calendar day, YYYY-MM-DD (spec §5: dates are sent as YYYY-MM-DD). */
  date: z.iso.date({ error: 'Неверный формат даты' }),
  startTime: time,
  endTime: time,
  capacity: z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(USER_EVENT_CAPACITY_MIN, `Значение не может быть меньше ${USER_EVENT_CAPACITY_MIN}`)
    .max(USER_EVENT_CAPACITY_MAX, `Значение не может быть больше ${USER_EVENT_CAPACITY_MAX}`),
  audience: EventAudienceSchema,
};

/** End after start, on the same day (a game does not run past midnight). */
export function endsAfterStart(v: { startTime: string; endTime: string }): boolean {
  return v.endTime > v.startTime;
}
const timesInOrder = { path: ['endTime'], message: END_TIME_BEFORE_START };

/** POST /v1/addEvent */
export const AddEventRequestSchema = z.object(userEventFields).refine(endsAfterStart, timesInOrder);
export type AddEventRequest = z.input<typeof AddEventRequestSchema>;

const eventId = id('Неверный идентификатор события');

/** POST /v1/updEvent: the whole event again, with its id. */
export const UpdEventRequestSchema = z
  .object({ eventId, ...userEventFields })
  .refine(endsAfterStart, timesInOrder);
export type UpdEventRequest = z.input<typeof UpdEventRequestSchema>;

/** POST /v1/cancelEvent */
export const CancelEventRequestSchema = z.object({
  eventId,
  reason: z
    .string()
    .trim()
    .max(
      USER_EVENT_REASON_MAX,
      `Длина текста не может быть больше ${USER_EVENT_REASON_MAX} символов`,
    )
    .optional(),
});
export type CancelEventRequest = z.input<typeof CancelEventRequestSchema>;

/**
 * GET /v1/event/registrationdata/{id} (also the answer of registration and unregistration):
 * the places, whether I am in, and the people who are — for the author and the registered only.
 */
export const RegistrationDataSchema = z.object({
  eventId: z.number().int(),
  capacity: z.number().int(),
  taken: z.number().int(),
  left: z.number().int(),
  registered: z.boolean().describe('Я записан'),
  isAuthor: z.boolean().describe('Я организатор'),
  canRegister: z.boolean().describe('Можно записаться сейчас: не отменено, не прошло, есть места'),
  participants: z
    .array(EventPersonSchema)
    .nullable()
    .describe('Записавшиеся (имя и фото) — только организатору и записавшимся, иначе null'),
});
export type RegistrationData = z.infer<typeof RegistrationDataSchema>;
