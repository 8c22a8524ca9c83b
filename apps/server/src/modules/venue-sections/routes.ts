import {
  DecisionRequestSchema,
  MemberParamsSchema,
  MembershipListSchema,
  MembershipSchema,
} from '@sportkarta/contract/api/sections';
import {
  AttendanceQuerySchema,
  AttendanceRequestSchema,
  AttendanceSchema,
  GroupParamsSchema,
  RosterSchema,
  StaffApplicationsQuerySchema,
  StaffGroupsResponseSchema,
} from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { decide, venueMemberships } from '../sections/applications';
import { groupAttendance, groupRoster, putAttendance, staffGroups } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId';

/** Issue 24: sections for the venue's staff — groups, applications, rosters, attendance. */
export const venueSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (r: FastifyRequest, complexId: number) => ({
    db: app.db,
    access: r.staff!,
    complexId,
    now: app.clock.now(),
  });
  app.get(
    `${PATH}/groups`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Группы секций спортобъекта',
        security: BEARER,
        params: ComplexParamsSchema,
        description: 'Тренер видит только свои группы (без права groups.all).',
        response: { 200: StaffGroupsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => staffGroups(ctx(request, request.params.complexId)),
  );
  app.get(
    `${PATH}/applications`,
    {
      preHandler: app.staffGuard('applications.read'),
      schema: {
        tags: TAGS,
        summary: 'Заявки в секции спортобъекта',
        security: BEARER,
        params: ComplexParamsSchema,
        querystring: StaffApplicationsQuerySchema,
        response: { 200: MembershipListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      venueMemberships(app.db, { complexId: request.params.complexId, ...request.query }),
  );
  app.post(
    `${PATH}/applications/:memberId/decision`,
    {
      preHandler: app.staffGuard('applications.decide'),
      schema: {
        tags: TAGS,
        summary: 'Принять или отклонить заявку',
        security: BEARER,
        description: 'DISMISSED — с причиной, её видит заявитель. 409 — решение уже принято.',
        params: MemberParamsSchema.extend(ComplexParamsSchema.shape),
        body: DecisionRequestSchema,
        response: { 200: MembershipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decide(app.db, {
        access: request.staff!,
        memberId: request.params.memberId,
        body: request.body,
        now: app.clock.now(),
      }),
  );
  app.get(
    `${PATH}/groups/:groupId/roster`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Состав группы',
        security: BEARER,
        params: GroupParamsSchema,
        description:
          'Участники (ожидают решения и приняты) с возрастом и документами, которые требует ' +
          'секция, действительными на дату ближайшего занятия.',
        response: { 200: RosterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => groupRoster(ctx(request, request.params.complexId), request.params.groupId),
  );
  app.get(
    `${PATH}/groups/:groupId/attendance`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Посещаемость группы за день',
        security: BEARER,
        params: GroupParamsSchema,
        querystring: AttendanceQuerySchema,
        response: { 200: AttendanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      groupAttendance(
        ctx(request, request.params.complexId),
        request.params.groupId,
        request.query.date,
      ),
  );
  app.put(
    `${PATH}/groups/:groupId/attendance`,
    {
      preHandler: app.staffGuard('attendance.mark'),
      schema: {
        tags: TAGS,
        summary: 'Отметить посещаемость за день',
        security: BEARER,
        params: GroupParamsSchema,
        description: 'Повторная отправка тех же отметок ничего не меняет.',
        body: AttendanceRequestSchema,
        response: { 200: AttendanceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      putAttendance(ctx(request, request.params.complexId), request.params.groupId, request.body),
  );
};
