import { MoneyQuerySchema, MoneyReportSchema } from '@sportkarta/contract/api/venue-money';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { ownerMoney } from './service';

/** Issue 25 (`partners-page`): the owner's money, our books against each provider's report. */
export function venueMoneyRoutes(opts: { gateways: PaymentGateways }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mob/staff/complexes/:complexId/money',
      {
        preHandler: app.staffGuard('finance.read'),
        schema: {
          tags: ['venue'],
          summary: 'Деньги организации: собрано, комиссия, возвраты, расхождения с эквайерами',
          description:
            'Платежи организации, которой принадлежит спортобъект, за дни from–to (в часовом ' +
            'поясе спортобъекта, не длиннее 92 дней): по каждому эквайеру наши данные и отчёт ' +
            'эквайера, полученный через его API, и платежи, в которых они расходятся. Эквайер не ' +
            'отвечает — его отчёт недоступен (unavailable), наши данные всё равно в ответе.',
          security: [{ bearerAuth: [] }],
          params: ComplexParamsSchema,
          querystring: MoneyQuerySchema,
          response: { 200: MoneyReportSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        ownerMoney(
          { db: app.db, gateways: opts.gateways },
          request.params.complexId,
          request.query,
        ),
    );
  };
}
