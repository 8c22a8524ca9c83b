import {
  StaffOrderDetailSchema,
  StaffOrderParamsSchema,
  StaffOrdersPageSchema,
  StaffOrdersQuerySchema,
  VenueRefundRequestSchema,
} from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps } from '../payments/service';
import { venueOrderDetail, venueOrders, venueRefund } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/orders';

/** Issue 24: the front desk's orders of a venue, and the venue's own refunds. */
export function venueOrderRoutes(opts: {
  config: AppConfig;
  gateways: PaymentGateways;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      {
        preHandler: app.staffGuard('orders.read'),
        schema: {
          tags: TAGS,
          summary: 'Заказы спортобъекта',
          description:
            'Поиск по номеру, телефону, имени покупателя или ребёнка, дню заказа (в часовом ' +
            'поясе спортобъекта). Новые сначала; nextCursor — следующая страница.',
          security: BEARER,
          params: ComplexParamsSchema,
          querystring: StaffOrdersQuerySchema,
          response: { 200: StaffOrdersPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => venueOrders({ db: app.db }, request.params.complexId, request.query),
    );
    app.get(
      `${PATH}/:orderId`,
      {
        preHandler: app.staffGuard('orders.read'),
        schema: {
          tags: TAGS,
          summary: 'Заказ спортобъекта',
          description:
            'Позиции, попытки оплаты, выданные билеты и абонементы с проходами, возвраты с их ' +
            'ходом. Заказ другого спортобъекта — 404.',
          security: BEARER,
          params: StaffOrderParamsSchema,
          response: { 200: StaffOrderDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        venueOrderDetail({ db: app.db }, request.params.complexId, request.params.orderId),
    );
    app.post(
      `${PATH}/:orderId/refund`,
      {
        preHandler: app.staffGuard('orders.refund'),
        schema: {
          tags: TAGS,
          summary: 'Вернуть позиции заказа по решению спортобъекта',
          description:
            'Любую оплаченную и ещё не возвращённую позицию, вне окна правил возврата; причину ' +
            'видит покупатель. Деньги возвращаются через того же эквайера. 409 — вернуть нельзя.',
          security: BEARER,
          params: StaffOrderParamsSchema,
          body: VenueRefundRequestSchema,
          response: { 200: StaffOrderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        venueRefund(paymentDeps(app, opts.gateways, opts.config), {
          ...request.params,
          userId: request.user!.id,
          body: request.body,
          now: app.clock.now(),
        }),
    );
  };
}
