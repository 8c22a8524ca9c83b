import {
  FavoritePlacesQuerySchema,
  FavoritePlacesSchema,
  FavoriteToggleSchema,
  PlaceFavoriteParamsSchema,
} from '@sportkarta/contract/api/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { getFavorites, toggleFavorite } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['places'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** A person's favourite venues (spec §8 toasts; /tabs/profile/favorites). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/placeFavorites/:placeId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Добавить площадку в избранное или убрать из него',
        description:
          'Переключает: если площадка была в избранном вошедшего, она удаляется, иначе добавляется. favorite в ответе — где она оказалась.',
        security: BEARER,
        params: PlaceFavoriteParamsSchema,
        response: { 200: FavoriteToggleSchema, ...errors },
      },
    },
    async (request) => toggleFavorite(app.db, request.user!.id, request.params.placeId),
  );

  app.get(
    '/placeFavorites',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Мои избранные площадки',
        description:
          'Избранное вошедшего, последние добавленные сначала. С lat и lon — distance от этой точки, иначе null.',
        security: BEARER,
        querystring: FavoritePlacesQuerySchema,
        response: { 200: FavoritePlacesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { lat, lon } = request.query;
      const origin = lat !== undefined && lon !== undefined ? { lat, lon } : null;
      return getFavorites(app.db, request.user!.id, origin);
    },
  );
};
