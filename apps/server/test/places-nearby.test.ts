import { greatCircleDistanceM, type LatLon } from '@sportkarta/contract/config/map';
import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../src/modules/venue-index/cards';
import { buildVenueIndex, type VenueRow } from '../src/modules/venue-index/venue-index';
import { toPlaceSearch, type PlaceSearch } from '../src/modules/places/filters';
import { writeDecimetres } from '../src/modules/places/list-fast';
import { searchNearby } from '../src/modules/places/nearby';
import { eastOf, northOf } from './places-fixtures';

// The list's in-memory search (modules/places/nearby.ts) against hand-computed cases and
// against a plain "filter everything, sort by distance" over random venues.

const O: LatLon = { lat: 55.753544, lon: 37.621202 };

const info = (over: Partial<VenueInfo> = {}): VenueInfo => ({
  name: 'Зал',
  placeName: 'Зал',
  address: 'Москва',
  photo: null,
  benefits: [],
  hasServices: false,
  ratingAvg: null,
  ratingCount: 0,
  ...over,
});

interface Spec {
  id: number;
  at: LatLon;
  sports?: number[];
  categories?: number[];
  info?: Partial<VenueInfo>;
}

const rows = (specs: Spec[]): VenueRow[] =>
  specs.map((s) => ({
    id: s.id,
    lat: s.at.lat,
    lon: s.at.lon,
    sportTypeIds: s.sports ?? [],
    categoryIds: s.categories ?? [],
    info: info(s.info),
  }));

const search = (over: Partial<PlaceSearch> = {}): PlaceSearch => ({
  ...toPlaceSearch([]),
  origin: O,
  ...over,
});

const ids = (specs: Spec[], s: PlaceSearch, want = 100) => {
  const index = buildVenueIndex(rows(specs));
  return searchNearby(index, s, want).map((h) => index.ids[h.pos]);
};

/** searchNearby equals "filter every venue, sort by distance and id" for each case and size. */
function expectFullScan(all: VenueRow[], cases: Partial<PlaceSearch>[]) {
  const index = buildVenueIndex(all);
  for (const c of cases) {
    const s = search(c);
    for (const want of [1, 21, 61]) {
      const got = searchNearby(index, s, want).map((h) => index.ids[h.pos]);
      const expected = all
        .filter((r) => {
          const v = r.info!;
          return (
            (!s.sportTypes.length || r.sportTypeIds.some((x) => s.sportTypes.includes(x))) &&
            (!s.categories.length || r.categoryIds.some((x) => s.categories.includes(x))) &&
            (!s.hasServices || v.hasServices) &&
            (!s.highRating || (v.ratingAvg ?? 0) >= 4.5)
          );
        })
        .map((r) => ({ id: r.id, d: greatCircleDistanceM(s.origin!, r) }))
        .filter((x) => s.radius === null || x.d <= s.radius)
        .sort((a, b) => a.d - b.d || a.id - b.id)
        .slice(0, want)
        .map((x) => x.id);
      expect(got, JSON.stringify({ c, want })).toEqual(expected);
    }
  }
}

describe('in-memory nearest-first search', () => {
  it('orders by great-circle distance and keeps the exact radius edge', () => {
    const specs: Spec[] = [
      { id: 1, at: northOf(O, 3000) },
      { id: 2, at: northOf(O, 1000) },
      { id: 3, at: eastOf(O, 2000) },
      // Diagonally ≈ 2.5 km: inside a 2 km box, outside the 2 km circle.
      { id: 4, at: eastOf(northOf(O, 1770), 1770) },
    ];
    expect(ids(specs, search())).toEqual([2, 3, 4, 1]);
    expect(ids(specs, search({ radius: 2001 }))).toEqual([2, 3]);
    expect(ids(specs, search({ radius: 999 }))).toEqual([]);
    const index = buildVenueIndex(rows(specs));
    const [first] = searchNearby(index, search(), 1);
    expect(first!.distance).toBeCloseTo(1000, 6);
  });

  it('sport types and categories ANY, benefits ALL, high rating, services', () => {
    const specs: Spec[] = [
      {
        id: 1,
        at: northOf(O, 100),
        sports: [1],
        categories: [7],
        info: { benefits: ['CHILDREN', 'STUDENTS'], hasServices: true, ratingAvg: 4.5 },
      },
      {
        id: 2,
        at: northOf(O, 200),
        sports: [2, 3],
        categories: [8],
        info: { benefits: ['CHILDREN'], ratingAvg: 4.49 },
      },
      { id: 3, at: northOf(O, 300), categories: [9] },
    ];
    expect(ids(specs, search({ sportTypes: [3, 1] }))).toEqual([1, 2]);
    expect(ids(specs, search({ categories: [8, 9] }))).toEqual([2, 3]);
    expect(ids(specs, search({ benefits: ['CHILDREN'] }))).toEqual([1, 2]);
    expect(ids(specs, search({ benefits: ['CHILDREN', 'STUDENTS'] }))).toEqual([1]);
    expect(ids(specs, search({ highRating: true }))).toEqual([1]);
    expect(ids(specs, search({ hasServices: true }))).toEqual([1]);
    expect(ids(specs, search({ sportTypes: [2], hasServices: true }))).toEqual([]);
  });

  it('answers the first `want` matches; equal distances by id', () => {
    const specs: Spec[] = [5, 4, 3, 2, 1].map((id) => ({ id, at: northOf(O, 500) }));
    specs.push({ id: 9, at: northOf(O, 100) });
    expect(ids(specs, search(), 3)).toEqual([9, 1, 2]);
  });

  it('finds venues far away and across the antimeridian without a radius', () => {
    const specs: Spec[] = [
      { id: 1, at: { lat: -45, lon: 179.999 } },
      { id: 2, at: { lat: 60, lon: 30 } },
      { id: 3, at: { lat: -45.5, lon: -179.5 } },
    ];
    expect(ids(specs, search({ origin: { lat: -45, lon: -179.999 } }))).toEqual([1, 3, 2]);
  });

  it('equals a full scan over random venues (dense and sparse, many filters)', () => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const specs: Spec[] = [];
    for (let id = 1; id <= 5000; id++) {
      const spread = id % 10 === 0 ? 2 : 0.05; // most near the centre, some up to ±2°
      specs.push({
        id,
        at: { lat: O.lat + (rnd() - 0.5) * spread, lon: O.lon + (rnd() - 0.5) * spread * 1.8 },
        sports: [1 + Math.floor(rnd() * 5)],
        categories: rnd() < 0.5 ? [1] : [],
        info: { hasServices: rnd() < 0.5, ratingAvg: rnd() < 0.5 ? 3 + rnd() * 2 : null },
      });
    }
    const all = rows(specs);
    const cases: Partial<PlaceSearch>[] = [
      {},
      { radius: 1000 },
      { radius: 10_000, sportTypes: [2] },
      { sportTypes: [4], hasServices: true, highRating: true },
      { categories: [1], radius: 50_000 },
      { origin: { lat: 56.9, lon: 39 } },
      { origin: { lat: 10, lon: 10 }, sportTypes: [3] },
      // Radii about half the globe: the chord of πR is the diameter, beyond it no limit.
      { origin: { lat: -55.7, lon: -142.4 }, radius: 20_015_000 },
      { origin: { lat: -55.7, lon: -142.4 }, radius: 25_000_000 },
      { origin: { lat: 89.99, lon: -170 }, radius: 4_000_000 },
    ];
    expectFullScan(all, cases);
  });

  it('equals a full scan where thousands share a spot (per-sport trees, venues with two sports)', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const specs: Spec[] = [];
    for (let id = 1; id <= 4000; id++) {
      // A third exactly on the origin, a third within a few metres, the rest across the city.
      const spread = id % 3 === 0 ? 0 : id % 3 === 1 ? 0.00005 : 0.3;
      const sport = 1 + Math.floor(rnd() * 6);
      specs.push({
        id,
        at: { lat: O.lat + (rnd() - 0.5) * spread, lon: O.lon + (rnd() - 0.5) * spread * 1.8 },
        sports: rnd() < 0.3 ? [sport, 1 + (sport % 6)] : [sport],
        info: { hasServices: rnd() < 0.5 },
      });
    }
    expectFullScan(rows(specs), [
      {},
      { sportTypes: [2] },
      { sportTypes: [2, 3], radius: 3 },
      { sportTypes: [5, 6, 1], hasServices: true },
      { sportTypes: [99] },
      { sportTypes: [4], origin: { lat: 55.9, lon: 37.4 }, radius: 20_000 },
    ]);
  });
});

describe('distances on a page', () => {
  it('are written as String(Math.round(d * 10) / 10) writes them', () => {
    const out = Buffer.alloc(32);
    let seed = 3;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const samples = [0, 0.04, 0.05, 0.96, 1, 9.95, 10, 99.99, 100.05, 123_456.78, 20_015_086.8];
    for (let k = 0; k < 5000; k++) samples.push(rnd() * 10 ** Math.floor(rnd() * 8));
    for (const d of samples) {
      const end = writeDecimetres(out, 0, Math.round(d * 10));
      expect(out.toString('latin1', 0, end), String(d)).toBe(String(Math.round(d * 10) / 10));
    }
  });
});
