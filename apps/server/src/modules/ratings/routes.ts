import {
  MyRatingSchema,
  PlaceIdParamsSchema,
  RatingInputSchema,
  RatingListSchema,
  RatingSchema,
} from '@sportkarta/contract/api/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema } from '../../errors';
import { getMyRating, getRatingList, rate } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['ratings'];

/** Ratings of venues (issue 4; spec §7.1 GET /v1/getratinglist/{id}, GET /v1/rating/{id}, POST /v1/rating). */
export function ratingsRoutes(_config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getratinglist/:id',
      {
        preHandler: app.authenticateOptional,
        schema: {
          tags: TAGS,
          summary: 'Оценки площадки',
          description:
            'Сводка (средняя, число, распределение по оценкам 1–5) и последние 50 оценок, сначала новые. С токеном оценка вошедшего помечена mine.',
          params: PlaceIdParamsSchema,
          response: { 200: RatingListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => getRatingList(app.db, request.params.id, request.user?.id ?? null),
    );

    app.get(
      '/rating/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Моя оценка площадки',
          description: 'Оценка вошедшего или rating: null, если он ещё не оценивал площадку.',
          security: BEARER,
          params: PlaceIdParamsSchema,
          response: {
            200: MyRatingSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request) => getMyRating(app.db, request.params.id, request.user!.id),
    );

    app.post(
      '/rating',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Оценить площадку',
          description:
            'Оценка 1–5 и необязательный комментарий. Одна оценка на человека и площадку: повторная отправка меняет её. Средняя оценка площадки пересчитывается сразу.',
          security: BEARER,
          body: RatingInputSchema,
          response: {
            200: RatingSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request) => rate(app.db, request.user!.id, request.body),
    );
  };
}
