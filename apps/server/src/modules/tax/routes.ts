import {
  TaxCertificateParamsSchema,
  TaxCertificateRequestSchema,
  TaxCertificateSchema,
  TaxDataRequestSchema,
  TaxDataSchema,
} from '@sportkarta/contract/api/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { readCertificatePdf, requestCertificate, taxData } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['tax'];

/**
 * spec §7.1 POST /service-docs/mob/taxRequest/data and POST /service-docs/mob/taxRequest (the
 * scope adds /service-docs), and the certificate's PDF (docs/api-tax.md).
 */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/taxRequest/data',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Оплаченные услуги за год для налогового вычета',
        description:
          'Суммы за год (оплаты минус возвраты) по плательщику, по нему самому и каждому ребёнку, по организациям — с отметкой, входит ли организация в перечень Минспорта в этом году; предельная сумма вычета и годы с покупками.',
        security: BEARER,
        body: TaxDataRequestSchema,
        response: { 200: TaxDataSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      taxData(app.db, {
        userId: request.user!.id,
        year: request.body.year,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/mob/taxRequest',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Справка об оплате физкультурно-оздоровительных услуг',
        description:
          'Выдаёт справку за год по одной организации из перечня Минспорта и одному человеку (сам плательщик или ребёнок); сумму считает сервер. Повторный запрос возвращает уже выданную справку.',
        security: BEARER,
        body: TaxCertificateRequestSchema,
        response: { 200: TaxCertificateSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      requestCertificate(app.db, {
        userId: request.user!.id,
        input: request.body,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/mob/taxRequest/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Справка (PDF)',
        description: 'Ответ — application/pdf. Чужая справка — 404, как несуществующая.',
        security: BEARER,
        params: TaxCertificateParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readCertificatePdf(app.db, {
        userId: request.user!.id,
        id: request.params.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  );
};
