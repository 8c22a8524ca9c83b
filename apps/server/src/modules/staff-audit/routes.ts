import { AuditPageSchema, AuditQuerySchema } from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { auditPage } from './service';

/** Issue 24: the venue's audit log (audit.read). */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mob/staff/complexes/:complexId/audit',
    {
      preHandler: app.staffGuard('audit.read'),
      schema: {
        tags: ['venue'],
        summary: 'Журнал действий сотрудников',
        description:
          'Каждое действие сотрудников (проход, синхронизация, конфликт, возврат, решение по ' +
          'заявке, команда, списки входа, посещаемость): кто, когда, что, до и после. Записи ' +
          'нельзя изменить или удалить — это запрещает сама база данных. Новые сначала; ' +
          'nextCursor — следующая страница.',
        security: [{ bearerAuth: [] }],
        params: ComplexParamsSchema,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => auditPage(app.db, request.params.complexId, request.query),
  );
};
