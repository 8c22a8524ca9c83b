import { StaffRolesResponseSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { staffRoles } from './service';

/** Issue 24: the person's venue roles, for the role choice after sign-in. */
export const staffRolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mob/staff/roles',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['venue'],
        summary: 'Роли пользователя на спортобъектах',
        description:
          'Каждый спортобъект и роль, которые есть у вошедшего (свои и через организацию-' +
          'владельца), с ключами разрешений. Посетителю — пустой список.',
        security: [{ bearerAuth: [] }],
        response: { 200: StaffRolesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => staffRoles(app.db, request.user!.id),
  );
};
