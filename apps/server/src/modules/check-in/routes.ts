import { CheckInRequestSchema, CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { checkIn } from './service';

/** Issue 12: the staff's check-in of a scanned ticket or package QR code. */
export function checkInRoutes(opts: { signer: QrSigner }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mob/staff/check-in',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['purchases'],
          summary: 'Отметить посещение по QR-коду',
          description:
            'Для сотрудников спортобъекта (роль venue_staff). Проверяет подпись и срок кода, ' +
            'правило дней, квоту и однократность; при допуске записывает одно посещение. ' +
            '200 — что показать на сканере (допущен или почему нет), 400 — код не наш, ' +
            '403 — не сотрудник этого спортобъекта, 404 — билета нет.',
          security: [{ bearerAuth: [] }],
          body: CheckInRequestSchema,
          response: { 200: CheckInResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        checkIn(
          { db: app.db, signer: opts.signer },
          { staffUserId: request.user!.id, qrToken: request.body.qrToken, now: app.clock.now() },
        ),
    );
  };
}
