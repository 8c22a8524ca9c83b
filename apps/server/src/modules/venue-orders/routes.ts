import {
  StaffOrderDetailSchema,
  StaffOrderParamsSchema,
  StaffOrdersPageSchema,
  StaffOrdersQuerySchema,
  SectionRefundDecisionSchema,
  SectionRefundRequestParamsSchema,
  SectionRefundRequestsQuerySchema,
  StaffSectionRefundAskSchema,
  StaffSectionRefundAsksSchema,
  VenueRefundRequestSchema,
} from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps } from '../payments/service';
import { decideSectionAsk, venueSectionAsks } from './section-requests';
import { venueOrderDetail, venueOrders, venueRefund } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/orders';
const ASKS = '/mob/staff/complexes/:complexId/section-refund-requests';

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
    app.get(
      ASKS,
      {
        preHandler: app.staffGuard('orders.read'),
        schema: {
          tags: TAGS,
          summary: 'Запросы родителей на возврат оплаты секции',
          description:
            'Новые сначала; status — NEW (ждут решения), APPROVED, REJECTED; без него — все ' +
            '(не больше 200).',
          security: BEARER,
          params: ComplexParamsSchema,
          querystring: SectionRefundRequestsQuerySchema,
          response: { 200: StaffSectionRefundAsksSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        venueSectionAsks({ db: app.db }, request.params.complexId, request.query.status),
    );
    app.post(
      `${ASKS}/:requestId/decision`,
      {
        preHandler: app.staffGuard('orders.refund'),
        schema: {
          tags: TAGS,
          summary: 'Одобрить или отклонить запрос на возврат оплаты секции',
          description:
            'APPROVED — позиция возвращается через того же эквайера (как возврат по решению ' +
            'спортобъекта); REJECTED — с причиной, её видит родитель. 409 — решение уже принято ' +
            'или позиция уже возвращена. Запрос другого спортобъекта — 404.',
          security: BEARER,
          params: SectionRefundRequestParamsSchema,
          body: SectionRefundDecisionSchema,
          response: {
            200: StaffSectionRefundAskSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        decideSectionAsk(paymentDeps(app, opts.gateways, opts.config), {
          ...request.params,
          userId: request.user!.id,
          body: request.body,
          now: app.clock.now(),
        }),
    );
  };
}
