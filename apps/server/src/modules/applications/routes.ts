import {
  ApplicationListSchema,
  ApplicationsQuerySchema,
} from '@sportkarta/contract/api/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { applicationsOf } from './service';

/** spec §2.2 /tabs/profile/applications: the spec names no call, this one is ours. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mob/user/applications',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: 'Мои заявки: предложенные площадки и записи в секции (свои и детей)',
        description:
          'Новые первыми. Статусы spec §3: SENT — ждёт решения, APPROVED — принята, ' +
          'REJECTED — отклонена (или снята с модерации), CREATED — черновик (пока не бывает).',
        security: [{ bearerAuth: [] }],
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => applicationsOf(app.db, request.user!.id, request.query),
  );
};
