import {
  CommissionRequestSchema,
  CommissionResponseSchema,
  OrderIdParamsSchema,
  OrderSchema,
  PreorderRequestSchema,
  type PreorderRequest,
  ReservationDeleteRequestSchema,
  ReservationDeleteResponseSchema,
  ReservationRequestSchema,
  ReservationSchema,
} from '@sportkarta/contract/api/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { cancelOrder, holdSeats, preorder, quote, releaseSeats } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['checkout'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

const PREORDER_DESCRIPTION =
  'Заказ для одного человека (покупатель или его ребёнок): позиции SERVICE (услуга на дату), SERVICE_PACKAGE (тариф абонемента), RESERVATION (бронь мест сеанса). Цены, сбор и итог считает сервер. Повтор с тем же idempotencyKey отдаёт тот же заказ.';

const PREORDER_V1 = `${PREORDER_DESCRIPTION} Та же операция, что POST /v2/mob/preorder, для старых версий приложения.`;

function preorderOptions(app: FastifyInstance, summary: string, description: string) {
  return {
    preHandler: app.authenticate,
    schema: {
      tags: TAGS,
      summary,
      description,
      security: BEARER,
      body: PreorderRequestSchema,
      response: { 200: OrderSchema, ...errors },
    },
  };
}

const preorderHandler =
  (app: FastifyInstance, free = false) =>
  (request: FastifyRequest<{ Body: PreorderRequest }>) =>
    preorder(app.db, {
      userId: request.user!.id,
      body: request.body,
      now: app.clock.now(),
      free,
      seal: app.demoSeal,
    });

/** The /v1 part of the checkout (spec §7.1): the quote and the legacy preorder. */
export const checkoutV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/public/calculateCommissionMobileSales',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Цена, сервисный сбор и итог',
        description: 'Расчёт по тем же правилам, что и заказ; клиентские суммы не принимаются.',
        body: CommissionRequestSchema,
        response: { 200: CommissionResponseSchema, ...errors },
      },
    },
    async (request) =>
      quote(app.db, { ...request.body, userId: request.user?.id ?? null, now: app.clock.now() }),
  );
  app.post(
    '/mob/preorder',
    preorderOptions(app, 'Создать заказ (v1)', PREORDER_V1),
    preorderHandler(app),
  );
  app.post(
    '/mob/orders/:orderId/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Отменить неоплаченный заказ',
        description:
          'Только свой заказ (чужой — 404) и только пока он не оплачен (оплаченный — 409, его возвращают через возврат). Места брони освобождаются в той же транзакции. Повтор отвечает тем же отменённым заказом. Оплата, прошедшая после отмены, возвращается на карту.',
        security: BEARER,
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) =>
      cancelOrder(app.db, request.user!.id, request.params.orderId, app.clock.now()),
  );
};

/** The /v2 part: holds, the preorder and the free sale. */
export const checkoutV2Routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/scheduled-events/reservations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Забронировать места на сеанс',
        description:
          'Места держатся 15 минут; повторная бронь того же сеанса заменяет прежнюю. 409 SOLD_OUT, если мест не хватает; SALES_NOT_OPEN до открытия продаж.',
        security: BEARER,
        body: ReservationRequestSchema,
        response: { 200: ReservationSchema, ...errors },
      },
    },
    async (request) =>
      holdSeats(app.db, {
        userId: request.user!.id,
        ...request.body,
        now: app.clock.now(),
        seal: app.demoSeal,
      }),
  );
  app.post(
    '/mob/scheduled-events/reservations/delete',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Снять бронь',
        security: BEARER,
        body: ReservationDeleteRequestSchema,
        response: { 200: ReservationDeleteResponseSchema, ...errors },
      },
    },
    async (request) => releaseSeats(app.db, request.user!.id, request.body.reservationId),
  );
  app.post(
    '/mob/preorder',
    preorderOptions(app, 'Создать заказ', PREORDER_DESCRIPTION),
    preorderHandler(app),
  );
  app.post(
    '/mob/order-free-sales',
    preorderOptions(
      app,
      'Бесплатный заказ',
      'Тот же запрос, что preorder; итог должен быть 0 ₽. Заказ выдаётся сразу (status complete).',
    ),
    preorderHandler(app, true),
  );
};
