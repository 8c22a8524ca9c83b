import {
  CityIdRequestSchema,
  CitySchema,
  CreationParamsSchema,
  CreationScheduleRequestSchema,
  CreationScheduleSchema,
  CreationsPageRequestSchema,
  CreationsPageSchema,
} from '@sportkarta/contract/api/creations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { cityFor, creationSchedule, creationsPageOf } from './service';

const TAGS = ['poster'];

/** spec §7.1 "Creations (poster)": public, no sign-in needed. */
export const creationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/creations/city-id',
    {
      schema: {
        tags: TAGS,
        summary: 'Город афиши для точки',
        description:
          'Ближайший город с афишей не дальше 300 км от точки; без точки или дальше — Москва.',
        body: CityIdRequestSchema.nullish(),
        response: { 200: CitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => cityFor(app.db, request.body ?? {}),
  );
  app.post(
    '/mob/creations/page',
    {
      schema: {
        tags: TAGS,
        summary: 'Афиша города: страница событий',
        description:
          'Только события с сеансами впереди (по часам приложения), ближайшие первыми. ' +
          'dateFrom и dateTo — дни в часовом поясе города (включительно).',
        body: CreationsPageRequestSchema,
        response: { 200: CreationsPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => creationsPageOf(app.db, request.body, app.clock.now()),
  );
  app.post(
    '/mob/creations/:id/schedule',
    {
      schema: {
        tags: TAGS,
        summary: 'Событие афиши и его расписание по дням',
        description:
          'Сеансы с dateFrom (по умолчанию — сегодня в городе) на days дней вперёд, ' +
          'сгруппированные по дням в часовом поясе города; прошедшие не показываются.',
        params: CreationParamsSchema,
        body: CreationScheduleRequestSchema.nullish(),
        response: { 200: CreationScheduleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      creationSchedule(
        app.db,
        request.params.id,
        request.body ?? CreationScheduleRequestSchema.parse({}),
        app.clock.now(),
      ),
  );
};
