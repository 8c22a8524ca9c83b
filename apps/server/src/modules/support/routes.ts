import {
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from '@sportkarta/contract/api/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { insertSupportRequest } from './repository';

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
    async (request) => {
      const { id } = await insertSupportRequest(app.db, {
        userId: request.user!.id,
        text: request.body.text,
        contact: request.body.contact ? request.body.contact : null,
      });
      return { id, status: 'received' as const };
    },
  );
};
