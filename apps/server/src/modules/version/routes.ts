import { VersionInfoSchema } from '@sportkarta/contract/api/version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { getVersionInfo } from './service';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/version',
    {
      schema: {
        tags: ['app'],
        summary: 'Текущая версия приложения',
        description:
          'Версия и сборка, которые сейчас в магазинах, минимальная поддерживаемая сборка и ссылки на магазины по платформам. По ним приложение предлагает обновиться.',
        response: { 200: VersionInfoSchema, 404: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getVersionInfo(app.db);
    },
  );
};
