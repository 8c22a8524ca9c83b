import { HIGH_RATING_MIN } from '@sportkarta/contract/api/places';
import { EARTH_DIAMETER_M, EARTH_RADIUS_M, type LatLon } from '@sportkarta/contract/config/map';
import { cellSlot, gridCol, gridRow, type GeoGrid } from '../map/geo-grid';
import type { VenueIndex } from '../map/venue-index';
import type { PlaceSearch } from './filters';

// Nearest-first search over the in-memory venue index (the list's fast path, docs/api-places.md).
// Same filters and the same great-circle distance as the SQL path (search-repository.ts).

/** One match: its index position and great-circle distance in metres (spec §9 sphere). */
export interface NearbyHit {
  pos: number;
  distance: number;
}

/** Beyond this many visited cells a coarser walk (or one pass over every venue) is cheaper. */
const FINE_CELL_BUDGET = 2_000;
const COARSE_CELL_BUDGET = 20_000;
/** The fine grid is worth it where the origin's coarse cell is this crowded. */
const FINE_FROM = 256;
const DEG = Math.PI / 180;

/** The filters of a search, checked against one index position (all ids are small lists). */
function makeMatcher(index: VenueIndex, s: PlaceSearch): (i: number) => boolean {
  const { sportOffsets, sportValues, categoryOffsets, categoryValues, cards } = index;
  const anyOf = (offsets: Int32Array, values: Int32Array, i: number, wanted: number[]) => {
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
      if (wanted.includes(values[k]!)) return true;
    }
    return false;
  };
  return (i) => {
    if (s.sportTypes.length && !anyOf(sportOffsets, sportValues, i, s.sportTypes)) return false;
    if (s.categories.length && !anyOf(categoryOffsets, categoryValues, i, s.categories)) {
      return false;
    }
    if (!cards.present[i]) return false;
    if (s.hasServices && !cards.hasServices[i]) return false;
    // NaN (no rating yet) fails the comparison, as NULL does in SQL.
    if (s.highRating && !(cards.ratingAvg[i]! >= HIGH_RATING_MIN)) return false;
    if (s.benefits.length) {
      const has = cards.benefitLists[cards.benefitsOf[i]!]!;
      for (const b of s.benefits) if (!has.includes(b)) return false;
    }
    return true;
  };
}

/** The k-th smallest value (0-based) of xs, reordering xs (quickselect). */
function kthSmallest(xs: Float64Array, k: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const pivot = xs[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (xs[i]! < pivot) i++;
      while (xs[j]! > pivot) j--;
      if (i <= j) {
        const t = xs[i]!;
        xs[i++] = xs[j]!;
        xs[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return xs[k]!;
  }
  return xs[k]!;
}

/** Drops every hit farther than the `want`-th nearest (ties stay); answers that distance. */
function keepNearest(hits: NearbyHit[], want: number): number {
  const limit = kthSmallest(
    Float64Array.from(hits, (h) => h.distance),
    want - 1,
  );
  let w = 0;
  for (const h of hits) if (h.distance <= limit) hits[w++] = h;
  hits.length = w;
  return limit;
}

/** Haversine on the spec's sphere — the same formula as greatCircleDistanceM and the SQL path. */
function distanceFrom(index: VenueIndex, o: LatLon): (i: number) => number {
  const cosO = Math.cos(o.lat * DEG);
  const { lat, lon } = index;
  const { cosLat } = index;
  return (i) => {
    const sLat = Math.sin(((lat[i]! - o.lat) * DEG) / 2);
    const sLon = Math.sin(((lon[i]! - o.lon) * DEG) / 2);
    const h = sLat ** 2 + cosO * cosLat[i]! * sLon ** 2;
    return EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}

/**
 * Shortest possible distance from the origin to any venue outside rings 0..k of its cell: such
 * a venue lies beyond the visited square's north or south edge (at least that many degrees of
 * latitude away), or within its rows but beyond its east or west edge (at least that many
 * degrees of longitude, at a latitude no higher than the square's).
 */
function ringBound(grid: GeoGrid, o: LatLon, r0: number, c0: number, k: number): number {
  const south = (r0 - k) * grid.cellDeg - 90;
  const north = (r0 + k + 1) * grid.cellDeg - 90;
  const west = (c0 - k) * grid.cellDeg - 180;
  const east = (c0 + k + 1) * grid.cellDeg - 180;
  const dLat = Math.max(0, Math.min(o.lat - south, north - o.lat));
  const dLon = Math.max(0, Math.min(o.lon - west, east - o.lon));
  const byLat = dLat * DEG * EARTH_RADIUS_M;
  if (dLon >= 180) return byLat;
  const maxLat = Math.min(90, Math.max(Math.abs(south), Math.abs(north)));
  const s = Math.cos(maxLat * DEG) * Math.sin((dLon * DEG) / 2);
  return Math.min(byLat, EARTH_DIAMETER_M * Math.asin(Math.min(1, s)));
}

/**
 * The first `want` venues matching `s` (which must have an origin), nearest first (ties by id),
 * within the radius when one is set. Visits grid cells ring by ring and stops once every venue
 * closer than the `want`-th match (or the radius) has been seen.
 */
export function searchNearby(index: VenueIndex, s: PlaceSearch, want: number): NearbyHit[] {
  const o = s.origin;
  if (!o) throw new Error('searchNearby needs an origin');
  const matches = makeMatcher(index, s);
  const dist = distanceFrom(index, o);
  const radius = s.radius ?? Infinity;
  const hits: NearbyHit[] = [];
  let cutoff = Infinity;
  const take = (i: number) => {
    if (!matches(i)) return;
    const d = dist(i);
    // Farther than the `want`-th nearest match seen so far: can never make the page.
    if (d > radius || d > cutoff) return;
    hits.push({ pos: i, distance: d });
    // A crowded spot (thousands of venues in one cell) would leave many more matches than a
    // page needs: keep only the nearest ones, so the final sort stays small.
    if (hits.length >= 8 * want + 64) cutoff = keepNearest(hits, want);
  };
  const { coarse, fine } = index.grids;
  const home = cellSlot(coarse, gridRow(coarse, o.lat), gridCol(coarse, o.lon));
  const crowded = home !== undefined && coarse.starts[home + 1]! - coarse.starts[home]! > FINE_FROM;
  const walks: [GeoGrid, number][] = crowded
    ? [
        [fine, FINE_CELL_BUDGET],
        [coarse, COARSE_CELL_BUDGET],
      ]
    : [[coarse, COARSE_CELL_BUDGET]];
  let done = false;
  for (const [grid, budget] of walks) {
    hits.length = 0;
    done = ringSearch(grid, o, { radius, want, budget }, take, hits);
    if (done) break;
  }
  if (!done) {
    hits.length = 0;
    for (let i = 0; i < index.size; i++) take(i);
  }
  hits.sort((a, b) => a.distance - b.distance || index.ids[a.pos]! - index.ids[b.pos]!);
  return hits.slice(0, want);
}

/** Ring walk; false when it ran over budget (the caller then scans every venue). */
function ringSearch(
  grid: GeoGrid,
  o: LatLon,
  limits: { radius: number; want: number; budget: number },
  take: (i: number) => void,
  hits: NearbyHit[],
): boolean {
  const { starts, positions } = grid;
  const { radius, want, budget } = limits;
  const r0 = gridRow(grid, o.lat);
  const c0 = gridCol(grid, o.lon);
  const visit = (row: number, col: number) => {
    const slot = cellSlot(grid, row, col);
    if (slot === undefined) return;
    for (let p = starts[slot]!; p < starts[slot + 1]!; p++) take(positions[p]!);
  };
  // The budget ends the walk long before a ring could wrap around the globe (k ≪ cols / 2).
  let visited = 0;
  for (let k = 0; ; k++) {
    const top = Math.max(0, r0 - k);
    const bottom = Math.min(grid.rows - 1, r0 + k);
    for (let row = top; row <= bottom; row++) {
      if (row === r0 - k || row === r0 + k) {
        for (let col = c0 - k; col <= c0 + k; col++) visit(row, col);
        visited += 2 * k + 1;
      } else {
        visit(row, c0 - k);
        visit(row, c0 + k);
        visited += 2;
      }
    }
    const bound = ringBound(grid, o, r0, c0, k);
    if (bound > radius) return true;
    let sure = 0;
    for (const h of hits) if (h.distance <= bound) sure += 1;
    if (sure >= want) return true;
    if (visited > budget) return false;
  }
}
