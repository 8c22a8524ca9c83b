import {
  HIGH_RATING_MIN,
  PlaceDetailSchema,
  PlaceIdParamsSchema,
  PlacesPageQuerySchema,
  PlacesPageSchema,
  PlacesRequestSchema,
  type PlacesPage,
} from '@sportkarta/contract/api/places';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, HttpError } from '../../errors';
import { dictionaryRoutes } from './dictionary-routes';
import { favoriteRoutes } from './favorite-routes';
import { POLICY_NOT_FOUND } from './owner';
import { placesListValidator } from './request-check';
import { getPlaceDetail, getPlacesPage, getPolicyFile, guestPlacesPage } from './service';

const TAGS = ['places'];
const JSON_TYPE = 'application/json; charset=utf-8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LIST_DESCRIPTION = `Тело — список фильтров {field, values} (spec §7.2). sportTypes и categories — площадка с ЛЮБЫМ из идентификаторов; benefits — со ВСЕМИ выбранными льготами; accessibility — со ВСЕМИ выбранными особенностями доступной среды (STEP_FREE_ENTRANCE, LIFT, ACCESSIBLE_CHANGING_ROOM, ACCESSIBLE_TOILET, POOL_HOIST, HEARING_LOOP, TACTILE_GUIDANCE, ADAPTED_GROUPS); highRating [true] — средняя оценка не ниже ${HIGH_RATING_MIN}; hasServices [true] — есть услуги; query [текст] — название или адрес (подстрока или похожее написание). latitude и longitude — точка: список идёт от ближайших, у каждой площадки distance в метрах по дуге большого круга; radius (метры) фильтрует только вместе с обеими координатами. Без точки — по названию, distance null. Показываются только прошедшие модерацию площадки. Страницы с нуля; hasMore — есть ли следующая. С токеном — признак favorite вошедшего.`;

/**
 * A page of venues goes out as JSON bytes (its cards are cached per venue, list-fast.ts): the
 * schema serializer would re-validate every card of every page. The bytes are a PlacesPage, so
 * the documented shape holds (tests parse them against the schema). A module-level function, not
 * a closure made per request (issue 27: a named closure costs a `__name` call a request under
 * tsx — ~9 % of the route's time in a profile of the search benchmark).
 */
function sendPage(reply: FastifyReply, bytes: Buffer): void {
  reply.type(JSON_TYPE).send(bytes as unknown as PlacesPage);
}

/** Venues (issue 4): list, page, policies, favourites, dictionaries, proposals. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mob/places',
    {
      preHandler: app.authenticateOptional,
      // The app's plain requests skip the zod parse; the schema still decides the rest.
      validatorCompiler: placesListValidator,
      schema: {
        tags: TAGS,
        summary: 'Площадки по фильтрам, ближайшие сначала',
        description: LIST_DESCRIPTION,
        querystring: PlacesPageQuerySchema,
        body: PlacesRequestSchema,
        response: { 200: PlacesPageSchema, 400: ApiErrorSchema },
      },
    },
    (request, reply) => {
      const { page, size } = request.query;
      // A guest's nearest-first page, the common request, is answered at once: no promise.
      const now = request.user
        ? undefined
        : guestPlacesPage(app.venueIndex, request.body, page, size);
      if (now) {
        sendPage(reply, now);
        return;
      }
      return getPlacesPage(
        app.db,
        app.venueIndex,
        request.body,
        page,
        size,
        request.user?.id ?? null,
      ).then((bytes) => sendPage(reply, bytes));
    },
  );

  app.get(
    '/mob/public/place/:id',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Площадка целиком',
        description:
          'Комплекс с его площадками, владельцем и ссылками на правила посещения и возврата (PDF), фотографиями, контактами, часами работы, видами спорта, районом и сводкой оценок. С токеном — favorite и myRating вошедшего.',
        params: PlaceIdParamsSchema,
        response: { 200: PlaceDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getPlaceDetail(app.db, request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/mob/policy/public/file/:ownerId/:fileId',
    {
      schema: {
        tags: TAGS,
        summary: 'Правила владельца площадки (PDF)',
        description:
          'Правила посещения или возврата: адрес берётся из owner.visitPolicy.url или owner.paybackPolicy.url страницы площадки. Ответ — application/pdf.',
        params: z.object({ ownerId: z.string(), fileId: z.string() }),
      },
    },
    async (request, reply) => {
      const { ownerId, fileId } = request.params;
      // A malformed id names no file: same answer as an unknown one.
      if (!UUID.test(ownerId) || !UUID.test(fileId)) {
        throw new HttpError('NOT_FOUND', POLICY_NOT_FOUND);
      }
      const file = await getPolicyFile(app.db, ownerId, fileId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=300')
        .send(file.pdf);
    },
  );

  await app.register(favoriteRoutes);
  await app.register(dictionaryRoutes);
};
