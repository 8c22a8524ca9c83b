import {
  AddPlaceInputSchema,
  AddPlaceResultSchema,
  SportTypeListSchema,
  SupportedCategoriesSchema,
} from '@sportkarta/contract/api/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { addPlace, getSportTypes, getSupportedCategories } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['places'];
// Slowly changing data (spec §7.3: the app keeps it 30 min); a short shared cache is enough.
const CACHE_CONTROL = 'public, max-age=300';

/** Dictionaries of the filters and a person's proposal of a new venue. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sportTypes',
    {
      schema: {
        tags: TAGS,
        summary: 'Виды спорта',
        description: 'Виды спорта фильтра площадок и событий в порядке показа.',
        response: { 200: SportTypeListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return getSportTypes(app.db);
    },
  );

  app.get(
    '/supportedCategories',
    {
      schema: {
        tags: TAGS,
        summary: 'Категории для фильтра',
        description:
          'Те же категории, что в favouriteCategories.json; checked — отмечена ли категория по умолчанию.',
        response: { 200: SupportedCategoriesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return getSupportedCategories(app.db);
    },
  );

  app.post(
    '/addPlace',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Предложить новую площадку',
        description:
          'Заявка попадает на модерацию со статусом NEW; в списках площадка появится после проверки.',
        security: BEARER,
        body: AddPlaceInputSchema,
        response: { 200: AddPlaceResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => addPlace(app.db, request.user!.id, request.body, app.clock.now()),
  );
};
