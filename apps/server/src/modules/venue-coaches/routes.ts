import {
  CoachParamsSchema,
  SubstitutionCanceledSchema,
  SubstitutionListSchema,
  SubstitutionParamsSchema,
  SubstitutionRequestSchema,
  SubstitutionSchema,
  TimetableQuerySchema,
  TimetableSchema,
  VenueCoachListSchema,
} from '@sportkarta/contract/api/venue-coaches';
import { GroupParamsSchema } from '@sportkarta/contract/api/venue-desk';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import {
  cancelSubstitution,
  coachTimetable,
  groupSubstitutions,
  substitute,
  venueCoaches,
} from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId';

/** Issue 25: coaches' timetables and substitutions of a group's lesson. */
export const venueCoachRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (r: FastifyRequest, complexId: number) => ({
    db: app.db,
    access: r.staff!,
    complexId,
    now: app.clock.now(),
  });
  app.get(
    `${PATH}/coaches`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Тренеры спортобъекта',
        security: BEARER,
        description:
          'Тренеры спортобъекта с числом их активных групп, по фамилии. Тренер без права ' +
          'groups.all получает только свои карточки.',
        params: ComplexParamsSchema,
        response: { 200: VenueCoachListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => venueCoaches(ctx(request, request.params.complexId)),
  );
  app.get(
    `${PATH}/coaches/:coachId/timetable`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Расписание тренера',
        security: BEARER,
        description:
          'Занятия групп тренера по дням в часовом поясе спортобъекта, с заменами: занятие, ' +
          'которое ведёт другой тренер, помечено SUBSTITUTED, чужое занятие на замене — ' +
          'SUBSTITUTE. Тренер видит только своё расписание (без права groups.all).',
        params: CoachParamsSchema,
        querystring: TimetableQuerySchema,
        response: { 200: TimetableSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      coachTimetable(ctx(request, request.params.complexId), request.params.coachId, request.query),
  );
  app.get(
    `${PATH}/groups/:groupId/substitutions`,
    {
      preHandler: app.staffGuard('roster.read'),
      schema: {
        tags: TAGS,
        summary: 'Замены тренера в группе',
        security: BEARER,
        description: 'Замены с сегодняшнего дня.',
        params: GroupParamsSchema,
        response: { 200: SubstitutionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      groupSubstitutions(ctx(request, request.params.complexId), request.params.groupId),
  );
  app.post(
    `${PATH}/groups/:groupId/substitutions`,
    {
      preHandler: app.staffGuard('catalogue.edit'),
      schema: {
        tags: TAGS,
        summary: 'Заменить тренера на занятии',
        security: BEARER,
        description:
          'Дата — день занятия группы, не прошедший; замена — другой тренер спортобъекта. ' +
          'Каждая семья из принятых участников получает уведомление один раз. Повтор той же ' +
          'замены ничего не меняет; другая замена на ту же дату — 409.',
        params: GroupParamsSchema,
        body: SubstitutionRequestSchema,
        response: { 200: SubstitutionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      substitute(ctx(request, request.params.complexId), request.params.groupId, request.body),
  );
  app.delete(
    `${PATH}/groups/:groupId/substitutions/:date`,
    {
      preHandler: app.staffGuard('catalogue.edit'),
      schema: {
        tags: TAGS,
        summary: 'Отменить замену тренера',
        security: BEARER,
        description: 'Семьи участников получают уведомление об отмене.',
        params: SubstitutionParamsSchema,
        response: {
          200: SubstitutionCanceledSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      cancelSubstitution(
        ctx(request, request.params.complexId),
        request.params.groupId,
        request.params.date,
      ),
  );
};
