import {
  CoachDetailSchema,
  CoachParamsSchema,
  ComplexParamsSchema,
  CreateMemberParamsSchema,
  CreateMemberRequestSchema,
  DecisionRequestSchema,
  GroupParamsSchema,
  MemberParamsSchema,
  MembershipListSchema,
  MembershipSchema,
  SectionGroupDetailSchema,
  SectionGroupsFilterSchema,
  SectionGroupsSchema,
  SectionListSchema,
  SectionParamsSchema,
  StaffMembersQuerySchema,
  VenueCoachesParamsSchema,
  VenueCoachesSchema,
} from '@sportkarta/contract/api/sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { createMember, decide, ownMemberships, venueMemberships, withdraw } from './applications';
import { coachDetail, groupDetail, listSections, sectionGroups, venueCoaches } from './service';

const TAGS = ['sections'];
const BEARER = [{ bearerAuth: [] }];

/** spec §7.1 "Sections and coaches", plus the staff's decisions on applications (issue 13). */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (r: { user?: { id: string } | null }) => r.user?.id ?? null;
  app.get(
    '/mob/public/place/:complexId/section',
    {
      schema: {
        tags: TAGS,
        summary: 'Секции спортобъекта',
        params: ComplexParamsSchema,
        response: { 200: SectionListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => listSections(app.db, request.params.complexId),
  );
  app.get(
    '/mob/place/:complexId/section/:sectionId/group',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Группы секции по тренерам, с заявками вошедшего и его детей',
        security: BEARER,
        params: SectionParamsSchema,
        response: { 200: SectionGroupsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      sectionGroups(app.db, { ...request.params, userId: userOf(request), filter: {} }),
  );
  app.post(
    '/mob/public/place/:complexId/section/:sectionId/sectionGroups',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Группы секции по фильтру',
        description:
          'Фильтр: возраст участника, дни недели (1 — понедельник), тренер. Вошедший видит ' +
          'в sectionGroupMemberList свои заявки и заявки своих детей.',
        params: SectionParamsSchema,
        body: SectionGroupsFilterSchema,
        response: { 200: SectionGroupsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      sectionGroups(app.db, {
        ...request.params,
        userId: userOf(request),
        filter: request.body ?? {},
      }),
  );
  app.get(
    '/mob/public/place/:complexId/sectionGroup/:groupId',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Группа секции: тренер, расписание и тарифы',
        params: GroupParamsSchema,
        response: { 200: SectionGroupDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => groupDetail(app.db, { ...request.params, userId: userOf(request) }),
  );
  app.post(
    '/mob/place/:complexId/section/:sectionId/group/:sectionGroupId/create-section-member',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Подать заявку в группу (для себя или ребёнка)',
        description:
          '404 — нет секции, группы, ребёнка (или он чужой), тарифа; 409 ALREADY_APPLIED — ' +
          'у участника уже есть заявка в эту группу, 409 GROUP_FULL — мест нет, ' +
          '422 AGE_NOT_FIT — не подходит по возрасту; 403 — демо-вход на настоящем спортобъекте.',
        security: BEARER,
        params: CreateMemberParamsSchema,
        body: CreateMemberRequestSchema,
        response: { 200: MembershipSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      createMember(app.db, {
        complexId: request.params.complexId,
        sectionId: request.params.sectionId,
        groupId: request.params.sectionGroupId,
        userId: request.user!.id,
        body: request.body ?? {},
        now: app.clock.now(),
        seal: app.demoSeal,
      }),
  );
  app.get(
    '/mob/section-member-group/list',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Мои заявки в секции (свои и детей)',
        security: BEARER,
        response: { 200: MembershipListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ownMemberships(app.db, request.user!.id),
  );
  app.post(
    '/mob/section-members/:memberId/withdraw',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Отозвать свою заявку, пока она на рассмотрении',
        description:
          'Только заявитель (родитель — за ребёнка). Статус NEW → WITHDRAWN, место возвращается ' +
          'в группу. Чужая заявка — 404; уже решённая или отозванная — 409.',
        security: BEARER,
        params: MemberParamsSchema,
        response: { 200: MembershipSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      withdraw(app.db, {
        userId: request.user!.id,
        memberId: request.params.memberId,
        now: app.clock.now(),
      }),
  );
  app.get(
    '/mob/public/coaches/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Тренер и его группы',
        params: CoachParamsSchema,
        response: { 200: CoachDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => coachDetail(app.db, request.params.id),
  );
  app.get(
    '/mob/public/place/:placeId/coaches',
    {
      schema: {
        tags: TAGS,
        summary: 'Тренеры спортобъекта',
        params: VenueCoachesParamsSchema,
        response: { 200: VenueCoachesSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => venueCoaches(app.db, request.params.placeId),
  );
  app.get(
    '/mob/staff/section-members',
    {
      preHandler: app.staffGuard('applications.read'),
      schema: {
        tags: TAGS,
        summary: 'Заявки в секции спортобъекта (для сотрудников)',
        security: BEARER,
        querystring: StaffMembersQuerySchema,
        response: { 200: MembershipListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => venueMemberships(app.db, request.query),
  );
  app.post(
    '/mob/staff/section-members/:memberId/decision',
    {
      preHandler: app.staffGuard('applications.decide'),
      schema: {
        tags: TAGS,
        summary: 'Принять или отклонить заявку (для сотрудников)',
        description:
          'APPROVED — принять; DISMISSED — отклонить с причиной (место возвращается в группу). ' +
          'Заявитель получает уведомление. 409 — решение уже принято.',
        security: BEARER,
        params: MemberParamsSchema,
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
};
