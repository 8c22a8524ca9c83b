import {
  SupportRequestListSchema,
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from '@sportkarta/contract/api/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { listSupportRequests, submitSupportRequest } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/userrequest',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Обращение в поддержку',
        description:
          'Сохраняет сообщение вошедшего человека для поддержки (статус received) с темой и, ' +
          'по желанию, его заказом (чужой или несуществующий заказ — 404). Контакт необязателен: ' +
          'по умолчанию ответят по данным профиля.',
        security: [{ bearerAuth: [] }],
        body: SupportRequestSchema,
        response: {
          200: SupportRequestResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      submitSupportRequest(app.db, request.user!.id, request.body, app.clock.now()),
  );

  app.get(
    '/userrequest',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Мои обращения в поддержку',
        description: 'Только свои обращения, новые сначала, с состоянием и приложенным заказом.',
        security: [{ bearerAuth: [] }],
        response: { 200: SupportRequestListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => listSupportRequests(app.db, request.user!.id),
  );
};
