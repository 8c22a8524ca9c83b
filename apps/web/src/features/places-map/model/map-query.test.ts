import { describe, expect, it } from 'vitest';
import { mapFilterQuery } from './map-query';

describe('mapFilterQuery', () => {
  it('takes sport types and categories, sorted and comma-joined; ignores list-only filters', () => {
    expect(
      mapFilterQuery([
        { field: 'sportTypes', values: [3, 1, 3] },
        { field: 'categories', values: ['12', 4] },
        { field: 'latitude', values: [55.7] },
        { field: 'longitude', values: [37.6] },
        { field: 'radius', values: [5000] },
        { field: 'highRating', values: [true] },
        { field: 'query', values: ['бассейн'] },
      ]),
    ).toEqual({ sportTypes: '1,3', categories: '4,12' });
  });

  it('gives an empty query without those filters', () => {
    expect(mapFilterQuery([])).toEqual({});
    expect(mapFilterQuery([{ field: 'sportTypes', values: [] }])).toEqual({});
  });
});
