import {
  EventIdParamsSchema,
  EventSchema,
  EventsResponseSchema,
} from '@sportkarta/contract/api/events';
import {
  AddEventRequestSchema,
  CancelEventRequestSchema,
  RegistrationDataSchema,
  UpdEventRequestSchema,
} from '@sportkarta/contract/api/user-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { getMyEvents } from '../events/service';
import { register, registrationData, unregister } from './registrations';
import { addEvent, cancelEvent, MAX_UPCOMING_PER_AUTHOR, updEvent } from './service';

const TAGS = ['events'];
const BEARER = [{ bearerAuth: [] }];

/**
 * Issue 14, spec §7.1 "Events": a person's own games and trainings and the registrations for
 * them. The spec's 60 s timeout for add/update (§9) is the app's request timeout.
 */
export const userEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const who = (r: { user: { id: string } | null }) => r.user!.id;

  app.post(
    '/addEvent',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Создать игру или тренировку',
        description: `Событие вида USER_EVENT на одобренной площадке: день и время по часам площадки, начало в будущем (не дальше года), окончание позже начала в тот же день; мест 2–100 для записавшихся (организатор в них не входит); audience ANYONE или FRIENDS_ONLY. Не больше ${MAX_UPCOMING_PER_AUTHOR} предстоящих событий у одного человека (409).`,
        security: BEARER,
        body: AddEventRequestSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      addEvent(app.db, { userId: who(request), body: request.body, now: app.clock.now() }),
  );
  app.post(
    '/updEvent',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Изменить своё событие',
        description:
          'Всё событие заново, с eventId. Только организатор (чужое видимое — 403, невидимое — 404); отменённое или начавшееся — 409 EVENT_CLOSED; мест меньше, чем записалось, — 409. Перенос времени или площадки — уведомление EVENT_CHANGED каждому записавшемуся.',
        security: BEARER,
        body: UpdEventRequestSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updEvent(app.db, { userId: who(request), body: request.body, now: app.clock.now() }),
  );
  app.post(
    '/cancelEvent',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Отменить своё событие',
        description:
          'Только организатор; отменённое или начавшееся — 409 EVENT_CLOSED. Каждому записавшемуся — уведомление EVENT_CANCELED (с причиной, если она дана).',
        security: BEARER,
        body: CancelEventRequestSchema,
        response: { 200: EventSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      cancelEvent(app.db, { userId: who(request), body: request.body, now: app.clock.now() }),
  );
  app.post(
    '/event/registration/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Записаться на событие',
        description:
          'Одно место, если осталось (409 EVENT_FULL), один раз (409 ALREADY_REGISTERED); отменённое или начавшееся — 409 EVENT_CLOSED; организатору — 409; невидимое — 404.',
        security: BEARER,
        params: EventIdParamsSchema,
        response: { 200: RegistrationDataSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      register(app.db, { userId: who(request), eventId: request.params.id, now: app.clock.now() }),
  );
  app.get(
    '/event/registrationdata/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Места и записавшиеся',
        description:
          'Сколько мест занято и осталось, записан ли я и можно ли записаться; список записавшихся (имя и фото) — только организатору и записавшимся.',
        security: BEARER,
        params: EventIdParamsSchema,
        response: { 200: RegistrationDataSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      registrationData(app.db, {
        userId: who(request),
        eventId: request.params.id,
        now: app.clock.now(),
      }),
  );
  app.delete(
    '/event/unregistration/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Отменить запись',
        description:
          'Место возвращается; не записан — 404; отменённое или начавшееся — 409 EVENT_CLOSED.',
        security: BEARER,
        params: EventIdParamsSchema,
        response: { 200: RegistrationDataSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      unregister(app.db, {
        userId: who(request),
        eventId: request.params.id,
        now: app.clock.now(),
      }),
  );
  app.get(
    '/mob/user/events',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Мои события',
        description:
          'События, которые я организую или на которые записан, со вчерашнего дня, сначала ближайшие; отменённые тоже (userEvent.canceled).',
        security: BEARER,
        response: { 200: EventsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getMyEvents(app.db, who(request), app.clock.now()),
  );
};
