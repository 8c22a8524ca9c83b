import { describe, expect, it } from 'vitest';
import { mapFilterQuery } from './map-query';

describe('mapFilterQuery', () => {
  it('takes every filter of the list but the search text, lists sorted and comma-joined', () => {
    expect(
      mapFilterQuery([
        { field: 'sportTypes', values: [3, 1, 3] },
        { field: 'categories', values: ['12', 4] },
        { field: 'latitude', values: [55.7] },
        { field: 'longitude', values: [37.6] },
        { field: 'radius', values: [5000] },
        { field: 'highRating', values: [true] },
        { field: 'hasServices', values: [true] },
        { field: 'benefits', values: ['STUDENTS', 'CHILDREN'] },
        { field: 'accessibility', values: ['LIFT', 'ACCESSIBLE_TOILET'] },
        { field: 'query', values: ['бассейн'] },
      ]),
    ).toEqual({
      sportTypes: '1,3',
      categories: '4,12',
      highRating: 'true',
      hasServices: 'true',
      benefits: 'CHILDREN,STUDENTS',
      accessibility: 'ACCESSIBLE_TOILET,LIFT',
      latitude: 55.7,
      longitude: 37.6,
      radius: 5000,
    });
  });

  it('gives an empty query without those filters; the point alone is not a filter', () => {
    expect(mapFilterQuery([])).toEqual({});
    expect(mapFilterQuery([{ field: 'sportTypes', values: [] }])).toEqual({});
    expect(
      mapFilterQuery([
        { field: 'latitude', values: [55.7] },
        { field: 'longitude', values: [37.6] },
        { field: 'highRating', values: [false] },
      ]),
    ).toEqual({});
  });
});
