import {
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from '@sportkarta/contract/api/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { submitSupportRequest } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/userrequest',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Обращение в поддержку',
        description:
          'Сохраняет сообщение вошедшего человека для поддержки (статус received). Контакт необязателен: по умолчанию ответят по данным профиля.',
        security: [{ bearerAuth: [] }],
        body: SupportRequestSchema,
        response: { 200: SupportRequestResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => submitSupportRequest(app.db, request.user!.id, request.body),
  );
};
