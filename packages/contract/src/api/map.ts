import { z } from 'zod';
import { MAP_ZOOM_MAX } from '../config/map';

// Issue 4: what a map viewport needs at a zoom — clusters where venues are dense, single
// points elsewhere — so the map stays smooth with 100k venues (the browser never gets them all).

/** GET /v1/mob/places/map?bbox=west,south,east,north&zoom=z[&sportTypes=1,2][&categories=…] */
export const MapQuerySchema = z.object({
  bbox: z
    .string({ error: 'Поле обязательно' })
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'Неверный формат')
    .describe('Запад,юг,восток,север в градусах'),
  zoom: z.coerce.number().int().min(0).max(MAP_ZOOM_MAX),
  sportTypes: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Неверный формат')
    .optional(),
  categories: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Неверный формат')
    .optional(),
});

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
