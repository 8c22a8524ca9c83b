import { z } from 'zod';

// Issue 4, integrations.md §4: address suggestions and geocoding in the 2GIS Catalog API
// shape. The embedded mode answers from a built-in gazetteer (Moscow districts, streets,
// venues); with a 2GIS key the server's adapter asks 2GIS. Coordinates in `point` are lat/lon
// fields (2GIS query parameters take "lon,lat").

export const GEOCODER_ITEM_TYPES = ['building', 'adm_div', 'street', 'attraction'] as const;
export const GeocoderItemTypeSchema = z.enum(GEOCODER_ITEM_TYPES);
export type GeocoderItemType = z.infer<typeof GeocoderItemTypeSchema>;

export const GeocoderItemSchema = z.object({
  id: z.string(),
  type: GeocoderItemTypeSchema,
  name: z.string(),
  address_name: z.string().optional(),
  full_name: z.string(),
  point: z.object({ lat: z.number(), lon: z.number() }).optional(),
});
export type GeocoderItem = z.infer<typeof GeocoderItemSchema>;

export const GeocoderMetaSchema = z.object({
  api_version: z.string(),
  code: z.number().int(),
  issue_date: z.string(),
  error: z.object({ type: z.string(), message: z.string() }).optional(),
});
export const GeocoderResponseSchema = z.object({
  meta: GeocoderMetaSchema,
  result: z.object({ items: z.array(GeocoderItemSchema), total: z.number().int() }).optional(),
});
export type GeocoderResponse = z.infer<typeof GeocoderResponseSchema>;

/** GET /v1/geocoder/suggests?q=…[&location=lon,lat] — address suggestions as one types. */
/** location of the suggestions: «долгота,широта» as 2GIS writes it. */
export const LOCATION_RANGE_MESSAGE =
  'Ожидается «долгота,широта»: долгота от −180 до 180, широта от −90 до 90';
export const SuggestQuerySchema = z.object({
  q: z.string({ error: 'Поле обязательно' }).trim().min(1, 'Поле обязательно').max(200),
  location: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'Неверный формат')
    .refine((v) => {
      const [lon = NaN, lat = NaN] = v.split(',').map(Number);
      return Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
    }, LOCATION_RANGE_MESSAGE)
    .optional(),
  fields: z.string().max(200).optional(),
});
/** GET /v1/geocoder/geocode?q=… or ?lat=…&lon=… (reverse). */
export const GeocodeQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(200).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    fields: z.string().max(200).optional(),
  })
  .refine((v) => v.q !== undefined || (v.lat !== undefined && v.lon !== undefined), {
    message: 'Укажите адрес или координаты',
  });
