import {
  RefundRequestSchema,
  SectionRefundAskRequestSchema,
  SoldOrderQuerySchema,
  SoldOrderSchema,
} from '@sportkarta/contract/api/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps } from '../payments/service';
import { askVenueRefund, readSoldOrder, requestRefund } from './service';

const TAGS = ['purchases'];
const BEARER = [{ bearerAuth: [] }];

/** spec §7.1 one order after the purchase, and the refund request. */
export function refundRoutes(opts: {
  config: AppConfig;
  gateways: PaymentGateways;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mob/user/sold-order-details',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Заказ после покупки',
          description:
            'Позиции заказа (что можно вернуть и почему нельзя) и возвраты с их ходом: ' +
            'заявка → отправлен в банк → возвращен или отклонён. Чужой заказ — 404.',
          security: BEARER,
          querystring: SoldOrderQuerySchema,
          response: { 200: SoldOrderSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        readSoldOrder(
          { db: app.db },
          { userId: request.user!.id, orderId: request.query.orderId, now: app.clock.now() },
        ),
    );
    app.post(
      '/mob/orders/refund',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Вернуть заказ или его позиции',
          description:
            'По правилам возврата владельца: билет — пока им не воспользовались и не позже ' +
            'срока до начала, абонемент — пока он не активирован. Деньги (позиция и её сбор) ' +
            'возвращаются через того же эквайера; 409 — вернуть нельзя (причина в message).',
          security: BEARER,
          body: RefundRequestSchema,
          response: { 200: SoldOrderSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) =>
        requestRefund(paymentDeps(app, opts.gateways, opts.config), {
          userId: request.user!.id,
          orderId: request.body.orderId,
          lineIds: request.body.lineIds,
          now: app.clock.now(),
        }),
    );
    app.post(
      '/mob/orders/section-refund-request',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Попросить спортобъект вернуть оплату секции',
          description:
            'Оплату секции возвращает спортобъект: запрос с причиной уходит на его стойку ' +
            '(одобрить или отказать). Один открытый запрос на позицию; 409 — просить нельзя ' +
            '(причина в message). Чужой заказ — 404.',
          security: BEARER,
          body: SectionRefundAskRequestSchema,
          response: { 200: SoldOrderSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) =>
        askVenueRefund(
          { db: app.db },
          {
            userId: request.user!.id,
            orderId: request.body.orderId,
            lineId: request.body.lineId,
            reason: request.body.reason,
            now: app.clock.now(),
          },
        ),
    );
  };
}
