import { HIGH_RATING_MIN } from '@sportkarta/contract/api/places';
import { EARTH_DIAMETER_M, EARTH_RADIUS_M, type LatLon } from '@sportkarta/contract/config/map';
import { GRID_CELL_DEG, GRID_COLS, GRID_ROWS, gridCol, gridRow } from '../map/geo-grid';
import type { VenueIndex } from '../map/venue-index';
import type { PlaceSearch } from './filters';

// Nearest-first search over the in-memory venue index (the list's fast path, docs/api-places.md).
// Same filters and the same great-circle distance as the SQL path (search-repository.ts).

/** One match: its index position and great-circle distance in metres (spec §9 sphere). */
export interface NearbyHit {
  pos: number;
  distance: number;
}

/** Beyond this many visited cells, one pass over every venue is cheaper than more rings. */
const RING_CELL_BUDGET = 20_000;
const DEG = Math.PI / 180;

/** The filters of a search, checked against one index position (all ids are small lists). */
function makeMatcher(index: VenueIndex, s: PlaceSearch): (i: number) => boolean {
  const { sportOffsets, sportValues, categoryOffsets, categoryValues, info } = index;
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
    const v = info[i];
    if (!v) return false;
    if (s.hasServices && !v.hasServices) return false;
    if (s.highRating && !(v.ratingAvg !== null && v.ratingAvg >= HIGH_RATING_MIN)) return false;
    for (const b of s.benefits) if (!v.benefits.includes(b)) return false;
    return true;
  };
}

/** Haversine on the spec's sphere — the same formula as greatCircleDistanceM and the SQL path. */
function distanceFrom(index: VenueIndex, o: LatLon): (i: number) => number {
  const cosO = Math.cos(o.lat * DEG);
  const { lat, lon } = index;
  const { cosLat } = index.grid;
  return (i) => {
    const sLat = Math.sin(((lat[i]! - o.lat) * DEG) / 2);
    const sLon = Math.sin(((lon[i]! - o.lon) * DEG) / 2);
    const h = sLat ** 2 + cosO * cosLat[i]! * sLon ** 2;
    return EARTH_DIAMETER_M * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}

/**
 * Shortest possible distance to any venue outside rings 0..k around the origin's cell: it is
 * at least k cells away in latitude, or (within those rows) k cells away in longitude.
 */
function ringBound(o: LatLon, k: number): number {
  const step = k * GRID_CELL_DEG;
  const byLat = step * DEG * EARTH_RADIUS_M;
  if (step >= 180) return byLat;
  const maxLat = Math.min(90, Math.abs(o.lat) + (k + 1) * GRID_CELL_DEG);
  const s = Math.cos(maxLat * DEG) * Math.sin((step * DEG) / 2);
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
  const take = (i: number) => {
    if (!matches(i)) return;
    const d = dist(i);
    if (d <= radius) hits.push({ pos: i, distance: d });
  };
  if (!ringSearch(index, o, radius, want, take, hits)) {
    hits.length = 0;
    for (let i = 0; i < index.size; i++) take(i);
  }
  hits.sort((a, b) => a.distance - b.distance || index.ids[a.pos]! - index.ids[b.pos]!);
  return hits.slice(0, want);
}

/** Ring walk; false when it ran over budget (the caller then scans every venue). */
function ringSearch(
  index: VenueIndex,
  o: LatLon,
  radius: number,
  want: number,
  take: (i: number) => void,
  hits: NearbyHit[],
): boolean {
  const { cells, starts, positions } = index.grid;
  const r0 = gridRow(o.lat);
  const c0 = gridCol(o.lon);
  const visit = (row: number, col: number) => {
    const slot = cells.get(row * GRID_COLS + ((col + GRID_COLS) % GRID_COLS));
    if (slot === undefined) return;
    for (let p = starts[slot]!; p < starts[slot + 1]!; p++) take(positions[p]!);
  };
  // The budget ends the walk long before a ring could wrap around the globe (k ≪ GRID_COLS / 2).
  let visited = 0;
  for (let k = 0; ; k++) {
    const top = Math.max(0, r0 - k);
    const bottom = Math.min(GRID_ROWS - 1, r0 + k);
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
    const bound = ringBound(o, k);
    if (bound > radius) return true;
    let sure = 0;
    for (const h of hits) if (h.distance <= bound) sure += 1;
    if (sure >= want) return true;
    if (visited > RING_CELL_BUDGET) return false;
  }
}
