import { MapQuerySchema, type MapQuery, type MapView } from '@sportkarta/contract/api/map';
import { MAP_CLUSTER_RADIUS } from '@sportkarta/contract/config/map';
import { HttpError } from '../../errors';
import { clusterVenues, worldPx, type Bbox } from './cluster';
import {
  cardName,
  mercatorX,
  mercatorY,
  type VenueFilter,
  type VenueIndex,
  type VenueIndexStore,
} from '../venue-index';

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

export type MapViewQuery = MapQuery;

/** The query's filters (spec §3 "Place filters" as the list applies them) for the index. */
export function mapFilter(q: MapViewQuery): VenueFilter {
  const { latitude, longitude, radius } = q;
  return {
    sportTypes: parseIdList(q.sportTypes),
    categories: parseIdList(q.categories),
    highRating: q.highRating === 'true',
    hasServices: q.hasServices === 'true',
    benefits: q.benefits ? [...new Set(q.benefits.split(','))] : null,
    // spec §7.2: the distance filter applies only when all three are set.
    near:
      latitude !== undefined && longitude !== undefined && radius !== undefined
        ? { origin: { lat: latitude, lon: longitude }, radius }
        : null,
  };
}

/** Answers kept per index (as JSON text): a map screen asks the same views again and again. */
const ANSWER_CACHE_SIZE = 256;
const answers = new WeakMap<VenueIndex, Map<string, string>>();

function cached(index: VenueIndex, key: string, compute: () => string): string {
  let cache = answers.get(index);
  if (!cache) answers.set(index, (cache = new Map()));
  let json = cache.get(key);
  if (json !== undefined) {
    // Least recently used goes first: move the hit to the end.
    cache.delete(key);
  } else {
    json = compute();
    if (cache.size >= ANSWER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, json);
  return json;
}

export function mapView(index: VenueIndex, bbox: Bbox, q: MapViewQuery): MapView {
  const result = clusterVenues(index, {
    bbox,
    zoom: q.zoom,
    radiusPx: MAP_CLUSTER_RADIUS,
    pointsOnlyZoom: MAP_POINTS_ONLY_ZOOM,
    maxPoints: MAP_MAX_POINTS,
    ...mapFilter(q),
  });
  const points: MapView['points'] = result.points.map((i) => ({
    id: index.ids[i]!,
    lat: index.lat[i]!,
    lon: index.lon[i]!,
    name: cardName(index.cards, i),
  }));
  return { clusters: result.clusters, points };
}

/**
 * GET /v1/mob/places/map as JSON text: computed from the in-memory index (names included), so
 * no database round trip; the same view of the same index is served from a small LRU cache.
 */
export async function getMapViewJson(store: VenueIndexStore, q: MapViewQuery): Promise<string> {
  const bbox = parseBbox(q.bbox, q.zoom);
  const index = await store.get();
  // Every field of the query, in the contract's order: two equal queries share one answer.
  const key = Object.keys(MapQuerySchema.shape)
    .map((field) => q[field as keyof MapViewQuery] ?? '')
    .join('|');
  return cached(index, key, () => JSON.stringify(mapView(index, bbox, q)));
}
