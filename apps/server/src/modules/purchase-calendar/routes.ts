import { z } from 'zod';
import {
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  PurchasesCalendarRequestSchema,
  PurchasesCalendarResponseSchema,
} from '@sportkarta/contract/api/purchases-calendar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { feedCalendar, openFeed, purchaseDays, revokeFeed } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['purchases'];

/** Where the person reached us (behind a proxy: as TRUST_PROXY allows), for absolute links. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * spec §7.1 POST /v1/mob/user/purchases-service-calendar (the calendar marks of the tickets
 * screen) and the personal calendar feed (issue 12): open, revoke, and the public .ics.
 */
export const purchaseCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/user/purchases-service-calendar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Дни с покупками',
        description:
          'Дни периода (не длиннее 93 дней), на которые у человека или его детей есть билеты: ' +
          'сеансы по дню начала и услуги по дню посещения, в часовом поясе спортобъекта.',
        security: BEARER,
        body: PurchasesCalendarRequestSchema,
        response: { 200: PurchasesCalendarResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => purchaseDays(app.db, { ...request.body, userId: request.user!.id }),
  );

  app.post(
    '/mob/user/calendar-feed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Адрес личного календаря',
        description:
          'Создаёт адрес подписки (.ics) на билеты с датой или отвечает уже созданным. ' +
          'Адрес — секрет: кто его знает, видит билеты.',
        security: BEARER,
        response: { 200: CalendarFeedSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      openFeed(app.db, {
        userId: request.user!.id,
        now: app.clock.now(),
        origin: originOf(request),
      }),
  );

  app.delete(
    '/mob/user/calendar-feed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Отключить личный календарь',
        description: 'Старый адрес отвечает 404; новый запрос POST даёт новый адрес.',
        security: BEARER,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'Личный календарь (.ics)',
        description:
          'RFC 5545 (text/calendar): по событию на билет с датой, время в UTC. Без входа: ' +
          'адрес и есть ключ; неизвестный или отключённый адрес — 404.',
        params: CalendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await feedCalendar(app.db, {
        token: request.params.token,
        now: app.clock.now(),
        origin: originOf(request),
      });
      // Revoking must take effect at once: a calendar asks again rather than keep a copy.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="sportkarta.ics"')
        .header('cache-control', 'private, no-cache')
        .send(text);
    },
  );
};
