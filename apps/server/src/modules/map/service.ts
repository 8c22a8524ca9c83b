import type { MapView } from '@sportkarta/contract/api/map';
import { MAP_CLUSTER_RADIUS } from '@sportkarta/contract/config/map';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { clusterVenues, worldPx, type Bbox } from './cluster';
import type { VenueIndexStore } from './index-store';
import { venueNames } from './repository';
import { mercatorX, mercatorY } from './venue-index';

/** From this zoom on the map shows every venue as its own marker (streets, buildings). */
export const MAP_POINTS_ONLY_ZOOM = 17;
/** Most single markers one answer carries at those zooms (a screen holds far fewer). */
export const MAP_MAX_POINTS = 2000;
/**
 * Largest viewport served, in pixels at the asked zoom on each side: twice a 4K screen.
 * A bigger box would mean an answer of tens of thousands of markers nobody can see.
 */
export const MAP_MAX_VIEW_PX = 8192;

export const BBOX_MESSAGE =
  'Неверная область карты: ожидается «запад,юг,восток,север» в градусах, запад меньше востока, юг меньше севера';
export const BBOX_TOO_LARGE_MESSAGE =
  'Слишком большая область карты для этого масштаба: приблизьте карту';

const inRange = (v: number, max: number): boolean => Number.isFinite(v) && Math.abs(v) <= max;

/** bbox=west,south,east,north (the contract checks the number format); bad values → 400. */
export function parseBbox(raw: string, zoom: number): Bbox {
  const [west = NaN, south = NaN, east = NaN, north = NaN] = raw.split(',').map(Number);
  const valid =
    inRange(west, 180) &&
    inRange(east, 180) &&
    inRange(south, 90) &&
    inRange(north, 90) &&
    west < east &&
    south < north;
  if (!valid) throw new HttpError('BAD_REQUEST', BBOX_MESSAGE);
  const px = worldPx(zoom);
  const width = (mercatorX(east) - mercatorX(west)) * px;
  const height = (mercatorY(south) - mercatorY(north)) * px;
  if (width > MAP_MAX_VIEW_PX || height > MAP_MAX_VIEW_PX) {
    throw new HttpError('BAD_REQUEST', BBOX_TOO_LARGE_MESSAGE);
  }
  return { west, south, east, north };
}

export function parseIdList(raw: string | undefined): readonly number[] | null {
  if (!raw) return null;
  return [...new Set(raw.split(',').map(Number))];
}

export interface MapViewQuery {
  bbox: string;
  zoom: number;
  sportTypes?: string | undefined;
  categories?: string | undefined;
}

export async function getMapView(
  db: Db,
  store: VenueIndexStore,
  q: MapViewQuery,
): Promise<MapView> {
  const bbox = parseBbox(q.bbox, q.zoom);
  const index = await store.get();
  const result = clusterVenues(index, {
    bbox,
    zoom: q.zoom,
    radiusPx: MAP_CLUSTER_RADIUS,
    pointsOnlyZoom: MAP_POINTS_ONLY_ZOOM,
    maxPoints: MAP_MAX_POINTS,
    sportTypes: parseIdList(q.sportTypes),
    categories: parseIdList(q.categories),
  });
  const names = await venueNames(
    db,
    result.points.map((i) => index.ids[i]!),
  );
  const points: MapView['points'] = [];
  for (const i of result.points) {
    const id = index.ids[i]!;
    const name = names.get(id);
    // Removed or sent back to moderation since the index was built: not shown.
    if (name !== undefined) points.push({ id, lat: index.lat[i]!, lon: index.lon[i]!, name });
  }
  return { clusters: result.clusters, points };
}
