import { LayoutPlaceParamsSchema } from '@sportkarta/contract/api/venue-layouts';
import {
  CreatePlaceRequestSchema,
  CreatePlaceResultSchema,
  UpdatePlaceRequestSchema,
  VenuePlaceSchema,
  VenuePlacesSchema,
  VenueSportsRequestSchema,
} from '@sportkarta/contract/api/venue-places';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { editorContext } from '../venue-catalogue/editor-context';
import { createPlace, removePlace, updatePlaceOf, venuePlaces } from './service';
import { saveVenueSports } from './sports';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId';
const WITHIN =
  'Виды спорта площадки — только из видов спорта спортобъекта (иначе 400 с их названиями).';

/** Issue 25: the venue's sports (sports-page) and its places (dictionaries-tab). */
export const venuePlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, guard, actor } = editorContext(app);

  app.get(
    `${PATH}/places`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Площадки и виды спорта спортобъекта',
        description:
          'Виды спорта спортобъекта, его площадки по порядку (usedBy — что на них ссылается) и ' +
          'весь справочник видов спорта.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: VenuePlacesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => venuePlaces(app.db, request.params.complexId),
  );

  app.put(
    `${PATH}/sports`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Виды спорта спортобъекта и его площадок',
        description:
          'Хотя бы один вид спорта у спортобъекта; площадки, не названные в places, сохраняют ' +
          `свои. ${WITHIN} Поиск по виду спорта видит изменение сразу.`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: VenueSportsRequestSchema,
        response: { 200: VenuePlacesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveVenueSports(deps(), { ...actor(request), body: request.body }),
  );

  app.post(
    `${PATH}/places`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Добавить площадку',
        description:
          'Название — уникальное у спортобъекта (иначе 409); площадка встаёт последней. ' +
          `${WITHIN} Повтор с тем же ключом запроса отвечает тем же (fresh: false).`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreatePlaceRequestSchema,
        response: { 200: CreatePlaceResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createPlace(deps(), { ...actor(request), body: request.body }),
  );

  app.patch(
    `${PATH}/places/:placeId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить площадку или её место в списке',
        description: `position — новое место в списке (с нуля). ${WITHIN}`,
        security: BEARER,
        params: LayoutPlaceParamsSchema,
        body: UpdatePlaceRequestSchema,
        response: { 200: VenuePlaceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updatePlaceOf(deps(), {
        ...actor(request),
        placeId: request.params.placeId,
        body: request.body,
      }),
  );

  app.delete(
    `${PATH}/places/:placeId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Удалить площадку',
        description:
          'Только площадку, на которую ничто не ссылается (услуги, события, абонементы, ' +
          'секции, схема мест); иначе 409 с тем, что ссылается.',
        security: BEARER,
        params: LayoutPlaceParamsSchema,
        response: {
          200: z.object({ removed: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await removePlace(deps(), { ...actor(request), placeId: request.params.placeId });
      return { removed: true as const };
    },
  );
};
