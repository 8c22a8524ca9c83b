import {
  CancelSeriesRequestSchema,
  CancelSeriesResultSchema,
  CreateSeriesRequestSchema,
  CreateSeriesResultSchema,
  SeriesExceptionRequestSchema,
  SeriesExceptionResultSchema,
  SeriesListSchema,
  ShiftSeriesRequestSchema,
  ShiftSeriesResultSchema,
  VenueSeriesParamsSchema,
} from '@sportkarta/contract/api/venue-series';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps } from '../payments/service';
import {
  addSeriesException,
  cancelSeries,
  createSeries,
  listSeries,
  shiftSeries,
} from './series-service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/series';

/** Issue 25: a venue's weekly session series (docs/venue-side.md "Session series"). */
export function venueSeriesRoutes(opts: {
  config: AppConfig;
  gateways: PaymentGateways;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => paymentDeps(app, opts.gateways, opts.config);
    app.get(
      PATH,
      {
        preHandler: app.staffGuard('sessions.read'),
        schema: {
          tags: TAGS,
          summary: 'Серии сеансов спортобъекта',
          description:
            'Еженедельные серии сеансов событий с расписанием, новые первыми: дни недели, время ' +
            'начала в часовом поясе спортобъекта, длительность, даты, места, пропускаемые даты; ' +
            'сколько сеансов, сколько ещё впереди, сколько мест продано.',
          security: BEARER,
          params: ComplexParamsSchema,
          response: { 200: SeriesListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => listSeries({ db: app.db }, request.params.complexId, app.clock.now()),
    );
    app.post(
      PATH,
      {
        preHandler: app.staffGuard('catalogue.edit'),
        schema: {
          tags: TAGS,
          summary: 'Создать серию сеансов',
          description:
            'Создаёт серию и сразу все её будущие сеансы: каждый выбранный день недели между ' +
            'датами начала и окончания (не больше 366 дней), кроме пропускаемых дат, в указанное ' +
            'время по часовому поясу спортобъекта. Цена — цена события. Повтор с тем же ключом ' +
            'запроса отвечает той же серией (fresh: false); тот же ключ для другой серии — 409. ' +
            'Событие другого спортобъекта — 404.',
          security: BEARER,
          params: ComplexParamsSchema,
          body: CreateSeriesRequestSchema,
          response: {
            200: CreateSeriesResultSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        createSeries(deps(), {
          complexId: request.params.complexId,
          userId: request.user!.id,
          now: app.clock.now(),
          body: request.body,
        }),
    );
    app.post(
      `${PATH}/:seriesId/exceptions`,
      {
        preHandler: app.staffGuard('catalogue.edit'),
        schema: {
          tags: TAGS,
          summary: 'Пропустить дату серии',
          description:
            'Дата больше не входит в серию; её сеанс, если он есть и не отменён, отменяется так ' +
            'же, как отдельный сеанс: возвраты через того же эквайера, одно уведомление каждому ' +
            'держателю билета, запись в журнале. Прошедший день или уже пропущенная дата — 409.',
          security: BEARER,
          params: VenueSeriesParamsSchema,
          body: SeriesExceptionRequestSchema,
          response: {
            200: SeriesExceptionResultSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        addSeriesException(deps(), {
          ...request.params,
          userId: request.user!.id,
          now: app.clock.now(),
          date: request.body.date,
          reason: request.body.reason,
        }),
    );
    app.post(
      `${PATH}/:seriesId/shift`,
      {
        preHandler: app.staffGuard('catalogue.edit'),
        schema: {
          tags: TAGS,
          summary: 'Перенести время серии',
          description:
            'Новое время начала (и длительность) будущих сеансов серии в часовом поясе ' +
            'спортобъекта. Сеансы, на которые уже проданы или забронированы места, остаются в ' +
            'прежнее время и перечислены в ответе (kept): их можно отменить отдельно.',
          security: BEARER,
          params: VenueSeriesParamsSchema,
          body: ShiftSeriesRequestSchema,
          response: {
            200: ShiftSeriesResultSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        shiftSeries(
          { db: app.db },
          {
            ...request.params,
            userId: request.user!.id,
            now: app.clock.now(),
            startTime: request.body.startTime,
            durationMinutes: request.body.durationMinutes,
          },
        ),
    );
    app.post(
      `${PATH}/:seriesId/cancel`,
      {
        preHandler: app.staffGuard('sessions.cancel'),
        schema: {
          tags: TAGS,
          summary: 'Отменить серию',
          description:
            'Все будущие сеансы серии отменяются разом (продажи останавливаются сразу): брони ' +
            'снимаются, билеты на вход не действуют, каждая оплаченная позиция возвращается через ' +
            'того же эквайера (один раз), каждому держателю билета — одно уведомление и push на ' +
            'всю серию; в журнале — отмена серии и каждого сеанса. Повторная отмена — 409.',
          security: BEARER,
          params: VenueSeriesParamsSchema,
          body: CancelSeriesRequestSchema,
          response: {
            200: CancelSeriesResultSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        cancelSeries(deps(), {
          ...request.params,
          userId: request.user!.id,
          reason: request.body.reason,
          now: app.clock.now(),
        }),
    );
  };
}
