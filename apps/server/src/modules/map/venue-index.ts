// In-memory index of the approved venues, shared by the map endpoint (issue 4: "the map stays
// smooth with 100k venues") and the nearest-first list (POST /v1/mob/places). Coordinates and
// filter ids are typed arrays; what a list card shows lives in `info` (derived data only — the
// database stays the source of truth, DESIGN.md).
import type { Photo, SportType } from '@sportkarta/contract/api/places';
import { packCards, type VenueCards } from './venue-cards';
import { buildGeoGrid, COARSE_CELL_DEG, cosines, FINE_CELL_DEG, type GeoGrid } from './geo-grid';

/** Web Mercator can show latitudes only up to ±85.0511° (the square world of the tiles). */
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

/** What a list card (PlaceSummary) needs beyond coordinates and ids. */
export interface VenueInfo {
  name: string;
  placeName: string;
  address: string;
  photo: Photo | null;
  benefits: readonly string[];
  hasServices: boolean;
  ratingAvg: number | null;
  ratingCount: number;
}

export interface VenueRow {
  id: number;
  lat: number;
  lon: number;
  sportTypeIds: readonly number[];
  categoryIds: readonly number[];
  /** Absent in map-only tests; the list treats such a venue as unnamed. */
  info?: VenueInfo;
}

/**
 * Venues sorted by Mercator x, so a viewport is one binary search plus a walk over its slab.
 * Sport types and categories are stored CSR-style (offsets + values) instead of an array each.
 */
export interface VenueIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly sportOffsets: Int32Array;
  readonly sportValues: Int32Array;
  readonly categoryOffsets: Int32Array;
  readonly categoryValues: Int32Array;
  /** Card data by position (same order as `ids`), packed (venue-cards.ts). */
  readonly cards: VenueCards;
  /** Positions bucketed by latitude/longitude cell (coarse and fine), for nearest-first search. */
  readonly grids: { readonly coarse: GeoGrid; readonly fine: GeoGrid };
  /** cos(latitude) by position. */
  readonly cosLat: Float64Array;
  /** The sport_types dictionary in display order (sort_order, id), by id. */
  readonly sportTypes: ReadonlyMap<number, SportType & { order: number }>;
}

function packLists(
  rows: readonly VenueRow[],
  order: readonly number[],
  pick: (row: VenueRow) => readonly number[],
): { offsets: Int32Array; values: Int32Array } {
  const offsets = new Int32Array(order.length + 1);
  let total = 0;
  order.forEach((r, i) => {
    offsets[i] = total;
    total += pick(rows[r]!).length;
  });
  offsets[order.length] = total;
  const values = new Int32Array(total);
  order.forEach((r, i) => values.set(pick(rows[r]!), offsets[i]!));
  return { offsets, values };
}

export function buildVenueIndex(
  rows: readonly VenueRow[],
  sportTypes: readonly SportType[] = [],
): VenueIndex {
  const xs = rows.map((r) => mercatorX(r.lon));
  const order = rows.map((_, i) => i).sort((a, b) => xs[a]! - xs[b]! || rows[a]!.id - rows[b]!.id);
  const size = rows.length;
  const index = {
    size,
    ids: new Int32Array(size),
    lat: new Float64Array(size),
    lon: new Float64Array(size),
    x: new Float64Array(size),
    y: new Float64Array(size),
  };
  order.forEach((r, i) => {
    const row = rows[r]!;
    index.ids[i] = row.id;
    index.lat[i] = row.lat;
    index.lon[i] = row.lon;
    index.x[i] = xs[r]!;
    index.y[i] = mercatorY(row.lat);
  });
  const sports = packLists(rows, order, (r) => r.sportTypeIds);
  const categories = packLists(rows, order, (r) => r.categoryIds);
  return {
    ...index,
    cards: packCards(rows, order),
    grids: {
      coarse: buildGeoGrid(index.lat, index.lon, COARSE_CELL_DEG),
      fine: buildGeoGrid(index.lat, index.lon, FINE_CELL_DEG),
    },
    cosLat: cosines(index.lat),
    sportTypes: new Map(sportTypes.map((t, order) => [t.id, { id: t.id, name: t.name, order }])),
    sportOffsets: sports.offsets,
    sportValues: sports.values,
    categoryOffsets: categories.offsets,
    categoryValues: categories.values,
  };
}

/** First position whose x is ≥ the given x. */
export function lowerBoundX(index: VenueIndex, x: number): number {
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.x[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function listHasAny(
  offsets: Int32Array,
  values: Int32Array,
  i: number,
  wanted: readonly number[],
): boolean {
  // Linear scans: a venue has a few sport types and a filter names a few, so this beats a Set.
  for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
    const v = values[k]!;
    for (let w = 0; w < wanted.length; w++) if (wanted[w] === v) return true;
  }
  return false;
}

export interface VenueFilter {
  /** Venues having any of these sport types (null = no filter). */
  sportTypes: readonly number[] | null;
  /** Venues in any of these categories (null = no filter). */
  categories: readonly number[] | null;
}

export function matchesFilter(index: VenueIndex, i: number, f: VenueFilter): boolean {
  if (f.sportTypes && !listHasAny(index.sportOffsets, index.sportValues, i, f.sportTypes))
    return false;
  if (f.categories && !listHasAny(index.categoryOffsets, index.categoryValues, i, f.categories))
    return false;
  return true;
}
