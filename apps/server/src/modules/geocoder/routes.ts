import {
  GeocodeQuerySchema,
  GeocoderResponseSchema,
  SuggestQuerySchema,
} from '@sportkarta/contract/api/geocoder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { ApiErrorSchema } from '../../errors';
import { answer, createGeocoder, parseLocation } from './service';

const SHAPE =
  'Ответ в форме 2GIS Catalog API: meta {api_version, code, issue_date} и result {items [{id, type: building | adm_div | street | attraction, name, full_name, address_name, point {lat, lon}}], total}. Ничего не найдено — HTTP 200 с meta.code 404 и meta.error {type: itemNotFound, message: Results not found}, как у 2GIS; приложение показывает meta.error как ошибку (spec §8). Без ключа DGIS_KEY отвечает встроенный справочник (районы, улицы, дома и площадки Москвы), с ключом — 2GIS; 2GIS недоступен — 502.';

export function geocoderRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    let geocoder: ReturnType<typeof createGeocoder> | undefined;
    const get = () => (geocoder ??= createGeocoder(config, app.db, app.clock));
    const logFailure = (err: unknown) => app.log.error({ err }, 'геокодер 2GIS недоступен');
    const responses = { 200: GeocoderResponseSchema, 400: ApiErrorSchema, 502: ApiErrorSchema };

    app.get(
      '/geocoder/suggests',
      {
        schema: {
          tags: ['geocoder'],
          summary: 'Подсказки адресов',
          description: `Подсказки по мере ввода: q — текст, location — «долгота,широта» (ближе — выше). До 10 элементов. ${SHAPE}`,
          querystring: SuggestQuerySchema,
          response: responses,
        },
      },
      async (request) => {
        const near = parseLocation(request.query.location);
        return answer(() => get().suggest(request.query.q, near), logFailure);
      },
    );

    app.get(
      '/geocoder/geocode',
      {
        schema: {
          tags: ['geocoder'],
          summary: 'Геокодирование',
          description: `?q=адрес — точки по адресу («Тверская 7» — дом с точкой); ?lat=&lon= — адрес в точке (ближайший дом или улица и район). Если заданы и q, и координаты, ищется q. ${SHAPE}`,
          querystring: GeocodeQuerySchema,
          response: responses,
        },
      },
      async (request) => {
        const { q, lat, lon } = request.query;
        return answer(
          () =>
            q !== undefined ? get().geocode(q) : get().reverse({ lat: lat ?? 0, lon: lon ?? 0 }),
          logFailure,
        );
      },
    );
  };
}
