import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_ADDRESSES_MAX } from '@sportkarta/contract/config/map';
import {
  buildPlaceFilters,
  chooseAddress,
  countActiveFilters,
  EMPTY_FILTER,
  getFilterModel,
  loadFilterModel,
  parseStoredFilter,
  PLACES_FILTER_STORAGE_KEY,
  pushRecentAddress,
  resetFilters,
  resetFilterStoreForTests,
  updateFilter,
  type ChosenAddress,
  type PlacesFilterModel,
} from './filter-store';
import { getLocationState, loadChosenLocation, resetLocation } from '@/lib/geo-location';

const TVERSKAYA: ChosenAddress = {
  text: 'Тверская улица, 13',
  point: { lat: 55.7616, lon: 37.6094 },
};
const HERE = { lat: 55.75, lon: 37.62 };

const address = (i: number): ChosenAddress => ({
  text: `Улица ${i}`,
  point: { lat: 55 + i / 100, lon: 37 },
});

describe('buildPlaceFilters (spec §7.2)', () => {
  it('sends the checked category ids when no filter is on, and lat/lon alone for ordering', () => {
    expect(buildPlaceFilters(EMPTY_FILTER, [3, 1], HERE, '')).toEqual([
      { field: 'categories', values: [1, 3] },
      { field: 'latitude', values: [55.75] },
      { field: 'longitude', values: [37.62] },
    ]);
  });

  it('sends nothing at all without filters, categories, location or text', () => {
    expect(buildPlaceFilters(EMPTY_FILTER, [], null, '   ')).toEqual([]);
  });

  it('sends radius in metres only together with latitude and longitude', () => {
    const model: PlacesFilterModel = { ...EMPTY_FILTER, distanceKm: 10 };
    expect(buildPlaceFilters(model, [1], HERE, '')).toEqual([
      { field: 'radius', values: [10_000] },
      { field: 'latitude', values: [55.75] },
      { field: 'longitude', values: [37.62] },
    ]);
    // No point: the radius cannot be sent, so no filter is on and the categories go instead.
    expect(buildPlaceFilters(model, [1], null, '')).toEqual([{ field: 'categories', values: [1] }]);
  });

  it('sends non-empty arrays and true booleans, not false ones, and the trimmed search text', () => {
    const model: PlacesFilterModel = {
      ...EMPTY_FILTER,
      sportTypes: [7, 2],
      highRating: true,
      hasServices: false,
      benefits: ['CHILDREN', 'STUDENTS'],
      accessibility: ['STEP_FREE_ENTRANCE', 'POOL_HOIST'],
    };
    expect(buildPlaceFilters(model, [1, 3], null, '  бассейн ')).toEqual([
      { field: 'sportTypes', values: [2, 7] },
      { field: 'highRating', values: [true] },
      { field: 'benefits', values: ['CHILDREN', 'STUDENTS'] },
      { field: 'accessibility', values: ['STEP_FREE_ENTRANCE', 'POOL_HOIST'] },
      { field: 'query', values: ['бассейн'] },
    ]);
    expect(buildPlaceFilters({ ...EMPTY_FILTER, hasServices: true }, [1], null, '')).toEqual([
      { field: 'hasServices', values: [true] },
    ]);
  });
});

describe('countActiveFilters', () => {
  it('counts each group once', () => {
    expect(countActiveFilters(EMPTY_FILTER)).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_FILTER,
        sportTypes: [1, 2, 3],
        distanceKm: 5,
        highRating: true,
        benefits: ['DISABLED'],
      }),
    ).toBe(4);
    expect(countActiveFilters({ ...EMPTY_FILTER, accessibility: ['LIFT', 'HEARING_LOOP'] })).toBe(
      1,
    );
  });
});

describe('recent addresses (spec §3: newest first, newest plus up to 20 older)', () => {
  it('puts the newest first and keeps 21 in all', () => {
    let list: ChosenAddress[] = [];
    for (let i = 1; i <= 25; i += 1) list = pushRecentAddress(list, address(i));
    expect(RECENT_ADDRESSES_MAX).toBe(21);
    expect(list).toHaveLength(21);
    expect(list[0]?.text).toBe('Улица 25');
    expect(list[20]?.text).toBe('Улица 5');
  });

  it('moves a repeated address to the top instead of keeping it twice', () => {
    const list = [address(1), address(2), address(3)];
    const next = pushRecentAddress(list, { ...address(3), text: ' улица 3' });
    expect(next.map((a) => a.text)).toEqual([' улица 3', 'Улица 1', 'Улица 2']);
  });
});

describe('the stored filter', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFilterStoreForTests();
  });
  afterEach(() => {
    resetFilterStoreForTests();
    resetLocation();
  });

  it('persists changes and reads them back on the next start', async () => {
    updateFilter({ sportTypes: [4], distanceKm: 25 });
    chooseAddress(TVERSKAYA);
    await Promise.resolve();
    const raw = localStorage.getItem(PLACES_FILTER_STORAGE_KEY);
    resetFilterStoreForTests();
    localStorage.setItem(PLACES_FILTER_STORAGE_KEY, raw ?? '');
    await loadFilterModel();
    expect(getFilterModel()).toMatchObject({
      sportTypes: [4],
      distanceKm: 25,
      recentAddresses: [TVERSKAYA],
    });
  });

  it('«Сбросить» clears the filters but keeps the address and its history', () => {
    updateFilter({ sportTypes: [4], highRating: true, benefits: ['CHILDREN'] });
    chooseAddress(TVERSKAYA);
    resetFilters();
    expect(getFilterModel()).toEqual({ ...EMPTY_FILTER, recentAddresses: [TVERSKAYA] });
    expect(getLocationState().address).toBe(TVERSKAYA.text);
  });

  it('keeps the chosen address in one place: the location store, read back on the next start', async () => {
    chooseAddress(TVERSKAYA);
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem(PLACES_FILTER_STORAGE_KEY)!)).not.toHaveProperty(
      'address',
    );
    resetLocation();
    expect(getLocationState().status).toBe('none');
    const state = await loadChosenLocation();
    expect(state).toMatchObject({
      status: 'success',
      address: TVERSKAYA.text,
      location: [TVERSKAYA.point.lon, TVERSKAYA.point.lat],
    });
  });

  it('falls back field by field on damaged data', () => {
    expect(parseStoredFilter('not json')).toEqual(EMPTY_FILTER);
    expect(
      parseStoredFilter(JSON.stringify({ ...EMPTY_FILTER, distanceKm: 7, benefits: ['NOPE'] })),
    ).toEqual(EMPTY_FILTER);
    expect(parseStoredFilter(JSON.stringify({ ...EMPTY_FILTER, highRating: true }))).toEqual({
      ...EMPTY_FILTER,
      highRating: true,
    });
  });
});
