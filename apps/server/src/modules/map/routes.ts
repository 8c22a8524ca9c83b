import { MAP_MAX_VIEW_PX, MapViewQuerySchema } from '@sportkarta/contract/api/map-view';
import { MapConfigSchema, MapViewSchema, type MapView } from '@sportkarta/contract/api/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema } from '../../errors';
import { getMapViewJson, MAP_MAX_POINTS, MAP_POINTS_ONLY_ZOOM } from './service';
import { buildMapConfig } from './tiles';

export function mapRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mob/places/map',
      {
        schema: {
          tags: ['places'],
          summary: 'Площадки в области карты: кластеры и точки',
          description: `Что нужно карте в области bbox=запад,юг,восток,север при масштабе zoom: кластеры (count ≥ 2, центр — среднее координат) и отдельные точки, как у кластеризатора с радиусом 80 px (spec §9). Фильтры те же, что у списка (POST /v1/mob/places), кроме текста поиска: sportTypes и categories — id через запятую (любой из них), highRating и hasServices — true, benefits — льготы через запятую (все), accessibility — особенности доступной среды через запятую (все), latitude, longitude и radius — только все три вместе. С масштаба ${MAP_POINTS_ONLY_ZOOM} — только точки, не больше ${MAP_MAX_POINTS}. Область больше ${MAP_MAX_VIEW_PX} px по стороне при этом масштабе, запад ≥ восток, юг ≥ север, координаты вне диапазона — 400. Новые площадки появляются на карте в пределах MAP_INDEX_TTL_SECONDS.`,
          querystring: MapViewQuerySchema,
          response: { 200: MapViewSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const json = await getMapViewJson(app.venueIndex, request.query);
        // Already JSON text (cached per index and view): Fastify sends a string as is, skipping
        // the schema serializer, which re-checked thousands of points on every request. The
        // text comes from a MapView value (service.ts mapView), so the documented shape holds.
        return reply.type('application/json; charset=utf-8').send(json as unknown as MapView);
      },
    );

    app.get(
      '/mapConfig',
      {
        schema: {
          tags: ['places'],
          summary: 'Настройки слоя карты',
          description:
            'Шаблон адреса тайлов для Leaflet, поддомены, подпись и максимальный масштаб: OpenStreetMap по умолчанию, 2ГИС при заданном ключе DGIS_KEY, либо MAP_TILE_URL.',
          response: { 200: MapConfigSchema },
        },
      },
      async () => buildMapConfig(config),
    );
  };
}
