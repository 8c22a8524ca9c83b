import {
  EventIdParamsSchema,
  EventSchema,
  EventsQuerySchema,
  EventsResponseSchema,
} from '@sportkarta/contract/api/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema } from '../../errors';
import { EVENTS_DEFAULT_DAYS, EVENTS_MAX, EVENTS_MAX_DAYS, getEvent, getEvents } from './service';

// Events on the map (issue 4, spec §7.1/§7.2). Public: a visitor sees them too. The spec's 60 s
// timeout for the events list (§9) is the app's request timeout, not the server's.
export function eventsRoutes(_config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/events',
      {
        preHandler: app.authenticateOptional,
        schema: {
          tags: ['events'],
          summary: 'События за период',
          description: `События, которые не отменены и идут в периоде [startDate, endDate): ещё не закончились к startDate (по умолчанию — сейчас) и начинаются до endDate (по умолчанию — startDate + ${EVENTS_DEFAULT_DAYS} дней). Дата без времени — календарный день по Москве; endDate-дата включает весь свой день. sportTypes — id через запятую. Сначала ближайшие, не больше ${EVENTS_MAX}; у каждого — площадки (только одобренные) и вид спорта. endDate не позже startDate или период длиннее ${EVENTS_MAX_DAYS} дней — 400. События людей (USER_EVENT) «только для друзей» видят их автор, его друзья и записавшиеся.`,
          querystring: EventsQuerySchema,
          response: { 200: EventsResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request) =>
        getEvents(app.db, request.query, app.clock.now(), request.user?.id ?? null),
    );

    // GET /v1/event/{id}: one event with its places (for a shared link to an event).
    app.get(
      '/event/:id',
      {
        preHandler: app.authenticateOptional,
        schema: {
          tags: ['events'],
          summary: 'Событие',
          description:
            'Событие с площадками и видом спорта. Нет такого, отменено или не видно спрашивающему (событие «только для друзей») — 404; отменённое событие человека видят его автор и записавшиеся.',
          params: EventIdParamsSchema,
          response: { 200: EventSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => getEvent(app.db, request.params.id, request.user?.id ?? null),
    );
  };
}
