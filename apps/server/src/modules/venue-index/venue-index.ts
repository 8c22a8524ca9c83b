// In-memory index of the approved venues, shared by the map endpoint (issue 4: "the map stays
// smooth with 100k venues") and the nearest-first list (POST /v1/mob/places). Coordinates and
// filter ids are typed arrays; what a list card shows lives in `info` (derived data only — the
// database stays the source of truth, DESIGN.md).
import {
  HIGH_RATING_MIN,
  PLACE_ACCESS_FEATURES,
  type SportType,
} from '@sportkarta/contract/api/places';
import { EARTH_DIAMETER_M, type LatLon } from '@sportkarta/contract/config/map';
import { mercatorX, mercatorY } from '@sportkarta/contract/api/map-view';
import { Column, ListColumn } from './columns';
import { CardsBuilder, type VenueCards, type VenueInfo } from './cards';
import { buildGeoTree, unitPoints, type GeoTree, type UnitPoints } from './geo-tree';

// Web Mercator, shared with the map's route schema (which checks the viewport in it).
export { mercatorX, mercatorY };

export interface VenueRow {
  id: number;
  lat: number;
  lon: number;
  sportTypeIds: readonly number[];
  categoryIds: readonly number[];
  /** Declared accessibility as a bitmask (accessMask); absent = none. */
  access?: number;
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
  /** Declared accessibility by position, one bit per PLACE_ACCESS_FEATURES code (accessMask). */
  readonly access: Int32Array;
  /** Card data by position (same order as `ids`), packed (cards.ts). */
  readonly cards: VenueCards;
  /** Each venue's point on the unit sphere, for the nearest-first search's chords (geo-tree.ts). */
  readonly points: UnitPoints;
  /** A k-d tree over those points, for nearest-first search (geo-tree.ts). */
  readonly tree: GeoTree;
  /**
   * One tree per sport type over its venues only: a search by sport then visits that sport's
   * venues, not every venue nearer than its matches (thousands in a crowded centre at 1M).
   */
  readonly sportTrees: ReadonlyMap<number, GeoTree>;
  /** cos(latitude) by position. */
  readonly cosLat: Float64Array;
  /** The sport_types dictionary in display order (sort_order, id), by id. */
  readonly sportTypes: ReadonlyMap<number, SportType & { order: number }>;
}

/** Per sport type id, the positions of its venues. */
function sportTreesOf(
  points: UnitPoints,
  sports: { offsets: Int32Array; values: Int32Array },
): Map<number, GeoTree> {
  const counts = new Map<number, number>();
  for (const id of sports.values) counts.set(id, (counts.get(id) ?? 0) + 1);
  const members = new Map<number, { positions: Int32Array; n: number }>();
  for (const [id, count] of counts) members.set(id, { positions: new Int32Array(count), n: 0 });
  for (let i = 0; i + 1 < sports.offsets.length; i++) {
    for (let k = sports.offsets[i]!; k < sports.offsets[i + 1]!; k++) {
      const m = members.get(sports.values[k]!)!;
      // A venue listing a sport twice is stored once.
      if (m.n === 0 || m.positions[m.n - 1] !== i) m.positions[m.n++] = i;
    }
  }
  return new Map(
    [...members].map(([id, m]) => [id, buildGeoTree(points, m.positions.subarray(0, m.n))]),
  );
}

/** cos(latitude) per index position, for the haversine of the spec's sphere. */
function cosines(lat: Float64Array): Float64Array {
  const out = new Float64Array(lat.length);
  for (let i = 0; i < lat.length; i++) out[i] = Math.cos((lat[i]! * Math.PI) / 180);
  return out;
}

const ACCESS_BIT: ReadonlyMap<string, number> = new Map(
  PLACE_ACCESS_FEATURES.map((code, n) => [code, 1 << n]),
);

/**
 * Accessibility codes as one bitmask (bit n = PLACE_ACCESS_FEATURES[n]): the index keeps a
 * number per venue and "has all of these" is one AND. Unknown codes add nothing.
 */
export function accessMask(codes: readonly string[]): number {
  let mask = 0;
  for (const c of codes) mask |= ACCESS_BIT.get(c) ?? 0;
  return mask;
}

const ints = (n: number) => new Int32Array(n);
const doubles = (n: number) => new Float64Array(n);

/**
 * Builds the index from venues added batch by batch (the loader pages through the table), so
 * only one batch of row objects is alive at a time: a single query of 1M rows left a gigabyte of
 * promoted garbage whose sweeping slowed every young-generation collection afterwards.
 */
export class VenueIndexBuilder {
  private readonly ids = new Column(ints);
  private readonly lat = new Column(doubles);
  private readonly lon = new Column(doubles);
  private readonly sports = new ListColumn();
  private readonly categories = new ListColumn();
  private readonly access = new Column(ints);
  private readonly cards = new CardsBuilder();

  add(rows: readonly VenueRow[]): void {
    for (const row of rows) {
      this.ids.push(row.id);
      this.lat.push(row.lat);
      this.lon.push(row.lon);
      this.sports.push(row.sportTypeIds);
      this.categories.push(row.categoryIds);
      this.access.push(row.access ?? 0);
      this.cards.add(row.info);
    }
  }

  finish(sportTypes: readonly SportType[] = []): VenueIndex {
    const size = this.ids.length;
    const xs = new Float64Array(size);
    for (let a = 0; a < size; a++) xs[a] = mercatorX(this.lon.at(a));
    const order = new Int32Array(size);
    for (let a = 0; a < size; a++) order[a] = a;
    order.sort((a, b) => xs[a]! - xs[b]! || this.ids.at(a) - this.ids.at(b));
    const lat = this.lat.permuted(order);
    const lon = this.lon.permuted(order);
    const x = new Float64Array(size);
    const y = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      x[i] = xs[order[i]!]!;
      y[i] = mercatorY(lat[i]!);
    }
    const sports = this.sports.permuted(order);
    const categories = this.categories.permuted(order);
    const points = unitPoints(lat, lon);
    return {
      size,
      ids: this.ids.permuted(order),
      lat,
      lon,
      x,
      y,
      cards: this.cards.finish(order),
      points,
      tree: buildGeoTree(points),
      sportTrees: sportTreesOf(points, sports),
      cosLat: cosines(lat),
      sportTypes: new Map(sportTypes.map((t, n) => [t.id, { id: t.id, name: t.name, order: n }])),
      sportOffsets: sports.offsets,
      sportValues: sports.values,
      categoryOffsets: categories.offsets,
      categoryValues: categories.values,
      access: this.access.permuted(order),
    };
  }
}

/** The index of the given venues (one batch). */
export function buildVenueIndex(
  rows: readonly VenueRow[],
  sportTypes: readonly SportType[] = [],
): VenueIndex {
  const builder = new VenueIndexBuilder();
  builder.add(rows);
  return builder.finish(sportTypes);
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

const DEG = Math.PI / 180;

/** Haversine on the spec's sphere — the same formula as greatCircleDistanceM and the SQL path. */
export function distanceFrom(index: VenueIndex, o: LatLon): (i: number) => number {
  const cosO = Math.cos(o.lat * DEG);
  const { lat, lon, cosLat } = index;
  return (i) => {
    const sLat = Math.sin(((lat[i]! - o.lat) * DEG) / 2);
    const sLon = Math.sin(((lon[i]! - o.lon) * DEG) / 2);
    const h = sLat ** 2 + cosO * cosLat[i]! * sLon ** 2;
    return EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}

/**
 * The filters of spec §3 "Place filters" the index can check (everything but the search
 * text), shared by the map and the list's fast path so both show the same venues.
 */
export interface VenueFilter {
  /** Venues having any of these sport types (null = no filter). */
  sportTypes: readonly number[] | null;
  /** Venues in any of these categories (null = no filter). */
  categories: readonly number[] | null;
  /** Venues rated at least HIGH_RATING_MIN. */
  highRating?: boolean;
  /** Venues selling services. */
  hasServices?: boolean;
  /** Venues offering all of these benefits (null = no filter). */
  benefits?: readonly string[] | null;
  /** Venues declaring all of these accessibility features, as accessMask (0 = no filter). */
  access?: number;
  /** Venues within `radius` metres (great circle) of `origin`. */
  near?: { origin: LatLon; radius: number } | null;
}

/** A test of venue positions against the filter, or null when it lets every venue through. */
export function venueMatcher(index: VenueIndex, f: VenueFilter): ((i: number) => boolean) | null {
  const { sportTypes, categories, highRating, hasServices, benefits, near } = f;
  const access = f.access ?? 0;
  if (!sportTypes && !categories && !highRating && !hasServices && !benefits && !access && !near)
    return null;
  const { cards } = index;
  const distance = near ? distanceFrom(index, near.origin) : null;
  return (i) => {
    if (sportTypes && !listHasAny(index.sportOffsets, index.sportValues, i, sportTypes))
      return false;
    if (categories && !listHasAny(index.categoryOffsets, index.categoryValues, i, categories))
      return false;
    if (hasServices && !cards.hasServices[i]) return false;
    // NaN (no rating yet) fails the comparison, as NULL does in SQL.
    if (highRating && !(cards.ratingAvg[i]! >= HIGH_RATING_MIN)) return false;
    if (access && (index.access[i]! & access) !== access) return false;
    if (benefits) {
      const has = cards.benefitLists[cards.benefitsOf[i]!]!;
      for (const b of benefits) if (!has.includes(b)) return false;
    }
    return !near || distance!(i) <= near.radius;
  };
}
