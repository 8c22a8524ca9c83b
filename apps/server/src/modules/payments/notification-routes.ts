import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptForms } from '../../lib/form-bodies';
import { ApiErrorSchema } from '../../errors';
import {
  ipAllowList,
  SberCallbackSchema,
  sberbankCallback,
  yookassaWebhook,
  YooWebhookSchema,
} from './notification-service';
import type { PaymentRouteOptions } from './routes';
import { paymentDeps } from './service';

const TAGS = ['payments'];

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
