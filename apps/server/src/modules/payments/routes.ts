import {
  BillIdParamsSchema,
  BillStatusSchema,
  CompletePaymentRequestSchema,
  OrderCompletedSchema,
  OrderIdParamsSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from '@sportkarta/contract/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps, startPayment } from './service';
import { billStatus, completePayment, orderCompleted } from './status-service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['payments'];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 502, 503);

export interface PaymentRouteOptions {
  config: AppConfig;
  gateways: PaymentGateways;
}

/** The person's side (spec §7.1): start paying, come back, poll. */
export function paymentRoutes(opts: PaymentRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => paymentDeps(app, opts.gateways, opts.config);
    app.post(
      '/mob/sber/payment',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Оплатить заказ',
          description:
            'Создаёт попытку оплаты (её id — ключ идемпотентности у провайдера) и отвечает адресом платёжной страницы: ЮKassa или Сбербанк, как настроена касса владельца. Пока страница жива, повторный вызов отдаёт её же. Сумма берётся из заказа, не из запроса.',
          security: BEARER,
          body: StartPaymentRequestSchema,
          response: { 200: StartPaymentResponseSchema, ...errors },
        },
      },
      async (request) =>
        startPayment(deps(), { userId: request.user!.id, ...request.body, now: app.clock.now() }),
    );
    app.post(
      '/mob/sber/complete',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Вернуться с платёжной страницы',
          description:
            'Сбербанк возвращает на /payment/sber?orderId=<mdOrder>: приложение передаёт mdOrder (или id заказа), сервер перечитывает платёж у провайдера и отвечает состоянием заказа.',
          security: BEARER,
          body: CompletePaymentRequestSchema,
          response: { 200: OrderCompletedSchema, ...errors },
        },
      },
      async (request) =>
        completePayment(deps(), {
          userId: request.user!.id,
          ...request.body,
          now: app.clock.now(),
        }),
    );
    app.get(
      '/mob/orderCompleted/:orderId',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Состояние заказа и его оплаты',
          description: 'Экран оплаты опрашивает его каждые 3 с (spec §4). Чужой заказ — 404.',
          security: BEARER,
          params: OrderIdParamsSchema,
          response: { 200: OrderCompletedSchema, ...errors },
        },
      },
      async (request) =>
        orderCompleted(deps(), request.user!.id, request.params.orderId, app.clock.now()),
    );
    app.get(
      '/mob/bills/:billId/status',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Состояние платежа',
          description: 'billId — id попытки оплаты из ответа /v1/mob/sber/payment. Чужой — 404.',
          security: BEARER,
          params: BillIdParamsSchema,
          response: { 200: BillStatusSchema, ...errors },
        },
      },
      async (request) => billStatus(deps(), request.user!.id, request.params.billId),
    );
  };
}
