import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../errors';
import { deleteAccount } from './service';

const BEARER = [{ bearerAuth: [] }];

/**
 * The account as a whole (issue 3): its deletion reaches the profile, the children and the
 * sessions, so it sits above those modules instead of making them import each other.
 */
export function accountRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mobile/user/deleteRegistration',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Удалить аккаунт',
          description:
            'Удаляет личные данные: имя, телефон, почту, ИНН, фотографии, детей, обращения, принятые соглашения, друзей, заявки в друзья и код приглашения; завершает все сессии. Остаётся только обезличенная запись с идентификатором. Демо-аккаунт удалить нельзя (403).',
          security: BEARER,
          response: {
            204: z.null().describe('Аккаунт удалён'),
            401: ApiErrorSchema,
            403: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await deleteAccount(app.db, app.files, request.user!.id, app.clock.now());
        return reply.code(204).send(null);
      },
    );
  };
}
