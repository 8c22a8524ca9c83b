import {
  TeamCoachesResponseSchema,
  TeamInviteRequestSchema,
  TeamMemberParamsSchema,
  TeamMemberSchema,
  TeamResponseSchema,
  TeamRoleRequestSchema,
} from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { changeRole, invite, removeMember, team, teamCoaches } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/team';

/** Issue 24: a venue's team, kept by its administrators (team.manage). */
export const staffTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (r: FastifyRequest & { params: { complexId: number } }) => ({
    db: app.db,
    access: r.staff!,
    complexId: r.params.complexId,
    now: app.clock.now(),
  });
  const guard = app.staffGuard('team.manage');
  app.get(
    PATH,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Команда спортобъекта',
        description: 'Сотрудники спортобъекта и организации-владельца, с ролями.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: TeamResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => team(app.db, request.params.complexId),
  );
  app.get(
    `${PATH}/coaches`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Тренеры спортобъекта для роли «Тренер»',
        description:
          'Карточки тренеров этого спортобъекта (с группами и без): роль «Тренер» называет одну из них.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: TeamCoachesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => teamCoaches(app.db, request.params.complexId),
  );
  app.post(
    PATH,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Пригласить сотрудника по номеру телефона',
        description:
          'Новый номер становится пользователем сразу; он входит по SMS-коду, как все. 409 — ' +
          'уже в команде.',
        security: BEARER,
        params: ComplexParamsSchema,
        body: TeamInviteRequestSchema,
        response: { 200: TeamMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invite(ctx(request), request.body),
  );
  app.patch(
    `${PATH}/:memberId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Сменить роль сотрудника',
        description: '409 — последнего администратора понизить нельзя.',
        security: BEARER,
        params: TeamMemberParamsSchema,
        body: TeamRoleRequestSchema,
        response: { 200: TeamMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeRole(ctx(request), request.params.memberId, request.body),
  );
  app.delete(
    `${PATH}/:memberId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Удалить сотрудника из команды',
        description: '409 — последнего администратора удалить нельзя.',
        security: BEARER,
        params: TeamMemberParamsSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await removeMember(ctx(request), request.params.memberId);
      return { ok: true as const };
    },
  );
};
