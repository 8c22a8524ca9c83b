import {
  BillIdParamsSchema,
  BillStatusSchema,
  CompletePaymentRequestSchema,
  OrderCompletedSchema,
  OrderIdParamsSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from '@sportkarta/contract/api/orders';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { acceptForms } from '../../emulators/http';
import { ApiErrorSchema, errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { type PaymentDeps, startPayment } from './attempts';
import {
  ipAllowList,
  SberCallbackSchema,
  sberbankCallback,
  yookassaWebhook,
  YooWebhookSchema,
} from './notifications';
import { billStatus, completePayment, orderCompleted } from './status';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['payments'];
const errors = errorResponses(400, 401, 404, 409, 422, 502, 503);

export interface PaymentRouteOptions {
  config: AppConfig;
  gateways: PaymentGateways;
}

export const paymentDeps = (
  app: FastifyInstance,
  gateways: PaymentGateways,
  config: AppConfig,
): PaymentDeps => ({
  db: app.db,
  gateways,
  publicBaseUrl: config.publicBaseUrl,
  log: app.log,
});

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

const Ack = z.object({ ok: z.boolean() });

/**
 * The providers' side, outside the rate limit (they retry on anything but 200): YooKassa's
 * webhooks and Sberbank's callbacks. A forged one changes nothing and is logged.
 */
export function paymentNotificationRoutes(opts: PaymentRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    acceptForms(app, 16 * 1024);
    const deps = () => paymentDeps(app, opts.gateways, opts.config);
    const allowed = ipAllowList(opts.config.payments.yookassa.webhookIps);
    app.post(
      '/yookassa/webhook',
      {
        schema: {
          tags: TAGS,
          summary: 'Уведомление ЮKassa',
          description:
            'payment.succeeded, payment.canceled, refund.succeeded. Принимается только с адресов ЮKassa (YOOKASSA_WEBHOOK_IPS); платёж всегда перечитывается у ЮKassa. Повтор — 200 без изменений.',
          body: YooWebhookSchema,
          response: { 200: Ack, 400: ApiErrorSchema, 403: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const outcome = await yookassaWebhook(
          { ...deps(), allowed },
          { ip: request.ip, body: request.body, now: app.clock.now() },
        );
        if (outcome === 'forbidden')
          return reply.code(403).send({ code: 'FORBIDDEN', message: 'Уведомление не от ЮKassa' });
        return { ok: true };
      },
    );
    const sberHandler = async (params: Record<string, string>, reply: FastifyReply) => {
      const body = SberCallbackSchema.parse(params);
      const outcome = await sberbankCallback(deps(), { params, body, now: app.clock.now() });
      if (outcome === 'forged')
        return reply.code(400).send({
          code: 'INCORRECT_PAYMENT_CALLBACK_ID',
          message: 'Неверная контрольная сумма уведомления',
        });
      return { ok: true };
    };
    const sberSchema = (summary: string) => ({
      tags: TAGS,
      summary,
      description:
        'mdOrder, orderNumber, operation, status, checksum (HMAC-SHA256, без учёта регистра). Неверная подпись — 400, ничего не меняется.',
      response: { 200: Ack, 400: ApiErrorSchema },
    });
    app.get(
      '/sberbank/callback',
      { schema: { ...sberSchema('Уведомление Сбербанка (GET)'), querystring: SberCallbackSchema } },
      async (request, reply) => sberHandler(request.query as Record<string, string>, reply),
    );
    app.post(
      '/sberbank/callback',
      { schema: { ...sberSchema('Уведомление Сбербанка (POST)'), body: SberCallbackSchema } },
      async (request, reply) => sberHandler(request.body as Record<string, string>, reply),
    );
  };
}
