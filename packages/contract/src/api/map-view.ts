import { MapQuerySchema } from './map';

// The viewport of GET /v1/mob/places/map, checked in the route schema: a box the person can see
// at the asked zoom (Web Mercator, the square world of the tiles), so a bad box is a 400 naming
// the field before the server's service runs.

/** Web Mercator can show latitudes only up to ±85.0511°. */
const MERCATOR_MAX_LAT = 85.05112878;

/** Longitude → Web Mercator x in [0, 1] (0 = 180° W). */
export function mercatorX(lon: number): number {
  return (lon + 180) / 360;
}

/** Latitude → Web Mercator y in [0, 1] (0 = the top of the map, north). */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
  const phi = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

/** Pixel size of the whole world at a zoom (256 px tiles). */
export function worldPx(zoom: number): number {
  return 256 * 2 ** zoom;
}

/**
 * Largest viewport served, in pixels at the asked zoom on each side: twice a 4K screen.
 * A bigger box would mean an answer of tens of thousands of markers nobody can see.
 */
export const MAP_MAX_VIEW_PX = 8192;

export const BBOX_MESSAGE =
  'Неверная область карты: ожидается «запад,юг,восток,север» в градусах, запад меньше востока, юг меньше севера';
export const BBOX_TOO_LARGE_MESSAGE =
  'Слишком большая область карты для этого масштаба: приблизьте карту';

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const inRange = (v: number, max: number): boolean => Number.isFinite(v) && Math.abs(v) <= max;

/** bbox=west,south,east,north as numbers; null when out of range or not west < east, south < north. */
export function parseBbox(raw: string): Bbox | null {
  const [west = NaN, south = NaN, east = NaN, north = NaN] = raw.split(',').map(Number);
  const valid =
    inRange(west, 180) &&
    inRange(east, 180) &&
    inRange(south, 90) &&
    inRange(north, 90) &&
    west < east &&
    south < north;
  return valid ? { west, south, east, north } : null;
}

/** MapQuerySchema whose box is a real one and fits MAP_MAX_VIEW_PX at the zoom. */
export const MapViewQuerySchema = MapQuerySchema.superRefine((q, ctx) => {
  const box = parseBbox(q.bbox);
  if (!box) {
    ctx.addIssue({ code: 'custom', path: ['bbox'], message: BBOX_MESSAGE });
    return;
  }
  const px = worldPx(q.zoom);
  const width = (mercatorX(box.east) - mercatorX(box.west)) * px;
  const height = (mercatorY(box.south) - mercatorY(box.north)) * px;
  if (width > MAP_MAX_VIEW_PX || height > MAP_MAX_VIEW_PX) {
    ctx.addIssue({ code: 'custom', path: ['bbox'], message: BBOX_TOO_LARGE_MESSAGE });
  }
});
