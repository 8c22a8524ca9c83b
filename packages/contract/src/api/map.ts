import { z } from 'zod';
import { EARTH_RADIUS_M, MAP_ZOOM_MAX } from '../config/map';
import { HIGH_RATING_MIN, PLACE_ACCESS_FEATURES, PLACE_BENEFITS } from './places';

// Issue 4: what a map viewport needs at a zoom — clusters where venues are dense, single
// points elsewhere — so the map stays smooth with 100k venues (the browser never gets them all).

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Неверный формат')
  .optional();
const flag = z.enum(['true', 'false']).optional();
/** A comma-separated list of these codes (each at least once). */
const codeList = (codes: readonly string[]) => {
  const one = `(${codes.join('|')})`;
  return z
    .string()
    .regex(new RegExp(`^${one}(,${one})*$`), 'Неверный формат')
    .optional();
};

/**
 * GET /v1/mob/places/map?bbox=west,south,east,north&zoom=z plus the list's filters that make
 * sense for a viewport (POST /v1/mob/places, spec §3 "Place filters"), so the map shows the
 * venues the list shows: sportTypes, categories, highRating, hasServices, benefits, accessibility,
 * and the distance filter (latitude, longitude and radius, only when all three are set). The search
 * text stays the list's (a pg_trgm match in SQL; the map is answered from the in-memory index).
 */
export const MapQuerySchema = z.object({
  bbox: z
    .string({ error: 'Поле обязательно' })
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'Неверный формат')
    .describe('Запад,юг,восток,север в градусах'),
  zoom: z.coerce.number().int().min(0).max(MAP_ZOOM_MAX),
  sportTypes: idList.describe('id видов спорта через запятую: площадка с любым из них'),
  categories: idList.describe('id категорий через запятую: площадка с любой из них'),
  highRating: flag.describe(`true — только площадки со средней оценкой от ${HIGH_RATING_MIN}`),
  hasServices: flag.describe('true — только площадки, продающие услуги'),
  benefits: codeList(PLACE_BENEFITS).describe('Льготы через запятую: площадка с каждой из них'),
  accessibility: codeList(PLACE_ACCESS_FEATURES).describe(
    'Доступная среда через запятую: площадка с каждой из этих особенностей',
  ),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce
    .number()
    .min(0)
    .max(Math.PI * EARTH_RADIUS_M)
    .optional()
    .describe('Метры от latitude, longitude: только вместе с обеими координатами'),
});
export type MapQuery = z.infer<typeof MapQuerySchema>;
/** The filter part of the map's query (the viewport part comes from the map). */
export type MapFilterQuery = Omit<MapQuery, 'bbox' | 'zoom'>;

export const MapClusterSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  count: z.number().int().min(2),
});
export const MapPointSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  name: z.string(),
});
export const MapViewSchema = z.object({
  clusters: z.array(MapClusterSchema),
  points: z.array(MapPointSchema),
});
export type MapView = z.infer<typeof MapViewSchema>;

/** GET /v1/mapConfig: the tile layer the app shows (OpenStreetMap, or 2GIS when a key is set). */
export const MapConfigSchema = z.object({
  tileUrl: z.string().describe('Шаблон Leaflet: {z}/{x}/{y}, {s} — поддомен'),
  subdomains: z.array(z.string()),
  attribution: z.string().describe('HTML подписи к карте'),
  maxZoom: z.number().int(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;
