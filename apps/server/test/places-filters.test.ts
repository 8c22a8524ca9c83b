import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors';
import { parsePlaceFilters } from '../src/modules/places/filters';

// The body of POST /v1/mob/places → search (spec §3 Place filters, §7.2). Pure: no database.
describe('parsePlaceFilters', () => {
  it('no filters: everything off', () => {
    expect(parsePlaceFilters([])).toEqual({
      sportTypes: [],
      categories: [],
      benefits: [],
      highRating: false,
      hasServices: false,
      query: null,
      origin: null,
      radius: null,
    });
  });

  it('lists add up without duplicates; ids may be digit strings', () => {
    const s = parsePlaceFilters([
      { field: 'sportTypes', values: [3, 1] },
      { field: 'sportTypes', values: ['3', 7] },
      { field: 'categories', values: ['12'] },
      { field: 'benefits', values: ['CHILDREN', 'CHILDREN'] },
    ]);
    expect(s).toMatchObject({ sportTypes: [3, 1, 7], categories: [12], benefits: ['CHILDREN'] });
  });

  it('radius counts only with both coordinates (spec §7.2)', () => {
    const lat = { field: 'latitude' as const, values: [55.75] };
    const lon = { field: 'longitude' as const, values: ['37.62'] };
    const radius = { field: 'radius' as const, values: [5000] };
    expect(parsePlaceFilters([lat, lon, radius])).toMatchObject({
      origin: { lat: 55.75, lon: 37.62 },
      radius: 5000,
    });
    expect(parsePlaceFilters([lat, lon])).toMatchObject({ radius: null });
    expect(parsePlaceFilters([lat, radius])).toMatchObject({ origin: null, radius: null });
  });

  it('flags: [true] on, [] or [false] off; blank text is no text', () => {
    expect(parsePlaceFilters([{ field: 'highRating', values: [true] }]).highRating).toBe(true);
    expect(parsePlaceFilters([{ field: 'hasServices', values: [] }]).hasServices).toBe(false);
    expect(parsePlaceFilters([{ field: 'hasServices', values: [false] }]).hasServices).toBe(false);
    expect(parsePlaceFilters([{ field: 'query', values: ['  '] }]).query).toBeNull();
    expect(parsePlaceFilters([{ field: 'query', values: [' Олимп '] }]).query).toBe('Олимп');
  });

  it.each([
    [[{ field: 'sportTypes', values: [0] }], 'sportTypes'],
    [[{ field: 'sportTypes', values: [1.5] }], 'sportTypes'],
    [[{ field: 'categories', values: [true] }], 'categories'],
    [[{ field: 'latitude', values: [1, 2] }], 'latitude'],
    [[{ field: 'longitude', values: [181] }], 'longitude'],
    [[{ field: 'radius', values: [Number.POSITIVE_INFINITY] }], 'radius'],
    [[{ field: 'highRating', values: [true, true] }], 'highRating'],
    [[{ field: 'benefits', values: ['children'] }], 'benefits'],
    [
      [
        { field: 'radius', values: [1] },
        { field: 'radius', values: [2] },
      ],
      'radius',
    ],
  ] as const)('%j → 400 naming «%s»', (filters, field) => {
    let caught: unknown;
    try {
      parsePlaceFilters(filters as never);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).statusCode).toBe(400);
    expect((caught as HttpError).message).toContain(`Фильтр «${field}»`);
  });
});
