import {
  PLACE_FILTER_FIELDS,
  PlacesPageQuerySchema,
  PlacesRequestSchema,
} from '@sportkarta/contract/api/places';
import { describe, expect, it } from 'vitest';
import { checkPlacesBodyFast, checkPlacesQueryFast } from '../src/modules/places/request-check';

// The list's hand-written checks (request-check.ts) may only ever answer what the contract's
// schema answers: whatever they accept must parse to the same value, and a request the schema
// refuses must never pass them (it goes to the schema, which gives the 400 and its message).

/** A small deterministic generator, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const FIELDS = [...PLACE_FILTER_FIELDS, 'colour'];
const VALUES: unknown[] = [
  0,
  1,
  -1,
  1.5,
  55.75,
  -91,
  90,
  180,
  181,
  10_000,
  2_147_483_647,
  2_147_483_648,
  '1',
  '12',
  ' 5 ',
  '',
  'x',
  'север',
  'a'.repeat(201),
  true,
  false,
  null,
  'CHILDREN',
  'STUDENTS',
  'VIP',
  'LIFT',
  'POOL_HOIST',
  'lift',
  [1],
  {},
];

function randomBody(next: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  if (next() < 0.03) return pick([null, {}, 'x', 1]);
  return Array.from({ length: Math.floor(next() * 6) }, () => {
    if (next() < 0.03) return pick([null, 1, 'x', []]);
    const values = Array.from({ length: Math.floor(next() * 3) }, () => pick(VALUES));
    const filter: Record<string, unknown> = { field: pick(FIELDS), values };
    if (next() < 0.05) filter.values = pick(VALUES);
    if (next() < 0.05) filter.extra = 1;
    return filter;
  });
}

describe('the places list check without zod', () => {
  it('answers exactly what the schema answers, or leaves the body to it', () => {
    const next = random(27);
    let accepted = 0;
    for (let n = 0; n < 20_000; n++) {
      const body = randomBody(next);
      const fast = checkPlacesBodyFast(body);
      if (fast === undefined) continue;
      accepted += 1;
      const schema = PlacesRequestSchema.safeParse(body);
      expect(schema.success, JSON.stringify(body)).toBe(true);
      expect(fast, JSON.stringify(body)).toEqual(schema.data);
    }
    // The generator makes enough good bodies for the comparison to mean something.
    expect(accepted).toBeGreaterThan(2_000);
  });

  it('takes the app’s own requests, so the hot path is the fast one', () => {
    const body = [
      { field: 'latitude', values: [55.753544] },
      { field: 'longitude', values: [37.621202] },
      { field: 'radius', values: [10000] },
      { field: 'sportTypes', values: [1, 7] },
      { field: 'benefits', values: ['CHILDREN'] },
      { field: 'highRating', values: [true] },
      { field: 'query', values: ['бассейн'] },
    ];
    expect(checkPlacesBodyFast(body)).toEqual(PlacesRequestSchema.parse(body));
    expect(checkPlacesQueryFast({ page: '2', size: '20' })).toEqual({ page: 2, size: 20 });
    expect(checkPlacesQueryFast({})).toEqual(PlacesPageQuerySchema.parse({}));
  });

  it('leaves every wrong request to the schema', () => {
    for (const body of [
      [{ field: 'latitude', values: [91] }],
      [
        { field: 'latitude', values: [55.7] },
        { field: 'latitude', values: [55.8] },
      ],
      [{ field: 'benefits', values: ['VIP'] }],
      [{ field: 'colour', values: ['red'] }],
      [{ field: 'sportTypes', values: [0] }],
      Array.from({ length: 21 }, () => ({ field: 'sportTypes', values: [1] })),
      { field: 'latitude', values: [1] },
    ]) {
      expect(checkPlacesBodyFast(body), JSON.stringify(body)).toBeUndefined();
      expect(PlacesRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('reads the page and size as the schema does', () => {
    const cases: Record<string, unknown>[] = [
      { page: '0', size: '20' },
      { page: '10000', size: '100' },
      { page: '10001' },
      { size: '0' },
      { size: '101' },
      { page: '-1' },
      { page: 'x' },
      { page: '1.5' },
      { page: '' },
      { page: ' 1' },
      { page: ['1', '2'] },
      { page: '007', other: 'x' },
    ];
    for (const query of cases) {
      const fast = checkPlacesQueryFast(query);
      const schema = PlacesPageQuerySchema.safeParse(query);
      if (fast === undefined) continue;
      expect(schema.success, JSON.stringify(query)).toBe(true);
      expect(fast, JSON.stringify(query)).toEqual(schema.data);
    }
    expect(checkPlacesQueryFast({ page: '10001' })).toBeUndefined();
    expect(checkPlacesQueryFast({ page: 'x' })).toBeUndefined();
  });
});
