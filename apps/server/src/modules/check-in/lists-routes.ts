import {
  CheckInListInputSchema,
  CheckInListParamsSchema,
  CheckInListSchema,
  CheckInListsResponseSchema,
  ComplexParamsSchema,
} from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { changeList, checkInLists, createList, removeList } from './lists-service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/check-in-lists';

/** Issue 24: a venue's check-in lists — read by its scanners, kept by its administrator. */
export const checkInListRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (request: { params: { complexId: number }; user: { id: string } | null }) => ({
    complexId: request.params.complexId,
    userId: request.user!.id,
    now: app.clock.now(),
  });
  app.get(
    PATH,
    {
      preHandler: app.staffGuard('checkin.scan'),
      schema: {
        tags: TAGS,
        summary: 'Списки входа спортобъекта',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: CheckInListsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkInLists(app.db, request.params.complexId),
  );
  app.post(
    PATH,
    {
      preHandler: app.staffGuard('checkin.lists'),
      schema: {
        tags: TAGS,
        summary: 'Создать список входа',
        security: BEARER,
        params: ComplexParamsSchema,
        body: CheckInListInputSchema,
        response: { 200: CheckInListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => createList(app.db, change(request), request.body),
  );
  app.put(
    `${PATH}/:listId`,
    {
      preHandler: app.staffGuard('checkin.lists'),
      schema: {
        tags: TAGS,
        summary: 'Изменить список входа',
        security: BEARER,
        params: CheckInListParamsSchema,
        body: CheckInListInputSchema,
        response: { 200: CheckInListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => changeList(app.db, change(request), request.params.listId, request.body),
  );
  app.delete(
    `${PATH}/:listId`,
    {
      preHandler: app.staffGuard('checkin.lists'),
      schema: {
        tags: TAGS,
        summary: 'Удалить список входа',
        security: BEARER,
        params: CheckInListParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeList(app.db, change(request), request.params.listId);
      return { ok: true as const };
    },
  );
};
