import { MapQuerySchema, type MapQuery, type MapView } from '@sportkarta/contract/api/map';
import { MAP_CLUSTER_RADIUS } from '@sportkarta/contract/config/map';
import { parseBbox, type Bbox } from '@sportkarta/contract/api/map-view';
import { clusterVenues } from './cluster';
import {
  accessMask,
  cardName,
  type VenueFilter,
  type VenueIndex,
  type VenueIndexStore,
} from '../venue-index';

/** From this zoom on the map shows every venue as its own marker (streets, buildings). */
export const MAP_POINTS_ONLY_ZOOM = 17;
/** Most single markers one answer carries at those zooms (a screen holds far fewer). */
export const MAP_MAX_POINTS = 2000;
/** bbox=west,south,east,north, already checked by the route schema (MapViewQuerySchema). */
function bboxOf(raw: string): Bbox {
  const box = parseBbox(raw);
  if (!box) throw new Error(`bbox ${raw} passed the route schema unchecked`);
  return box;
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
    access: q.accessibility ? accessMask(q.accessibility.split(',')) : 0,
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
  const bbox = bboxOf(q.bbox);
  const index = await store.get();
  // Every field of the query, in the contract's order: two equal queries share one answer.
  const key = Object.keys(MapQuerySchema.shape)
    .map((field) => q[field as keyof MapViewQuery] ?? '')
    .join('|');
  return cached(index, key, () => JSON.stringify(mapView(index, bbox, q)));
}
