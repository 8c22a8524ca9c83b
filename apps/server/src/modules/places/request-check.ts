import {
  PLACE_ACCESS_FEATURES,
  PLACE_BENEFITS,
  PLACE_FILTER_RADIUS_MAX_M,
  PLACES_PAGE_MAX,
  PLACES_PAGE_SIZE,
  type CheckedPlaceFilter,
} from '@sportkarta/contract/api/places';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

// POST /v1/mob/places is the API's hottest route (the list and its every scroll). Its body is a
// discriminated union of ten filters checked by the contract's zod schema (PlacesRequestSchema),
// ~6 µs a request here, a tenth of the route's cost. The checks below accept only the plain,
// well-formed requests the app sends (numbers as numbers, no field twice, nothing unknown) and
// build exactly the value the schema would; anything else — every wrong request, and the rarer
// right ones such as ids sent as strings — goes to the schema, so every 400 and its Russian
// message stay the schema's. places-request-check.test.ts holds the two to the same answers.

/** PostgreSQL's integer, as the contract's id check. */
const ID_MAX = 2_147_483_647;
/** The contract's limits (packages/contract/src/api/place-filters.ts). */
const FILTERS_MAX = 20;
const VALUES_MAX = 100;
const TEXT_MAX = 200;
const PAGE_MAX = 10_000;

const BENEFITS: ReadonlySet<unknown> = new Set(PLACE_BENEFITS);
const ACCESS_FEATURES: ReadonlySet<unknown> = new Set(PLACE_ACCESS_FEATURES);
type Field = CheckedPlaceFilter['field'];
/** Fields given at most once (the schema refuses them twice), as bits. */
const SCALAR_BIT: Partial<Record<Field, number>> = {
  latitude: 1,
  longitude: 2,
  radius: 4,
  highRating: 8,
  hasServices: 16,
  query: 32,
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function oneNumber(values: unknown[], min: number, max: number): number[] | undefined {
  const v = values[0];
  return values.length === 1 && typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
    ? [v]
    : undefined;
}

function ids(values: unknown[]): number[] | undefined {
  if (values.length > VALUES_MAX) return undefined;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > ID_MAX) return undefined;
  }
  return values.slice() as number[];
}

function every<T>(values: unknown[], max: number, ok: (v: unknown) => boolean): T[] | undefined {
  if (values.length > max) return undefined;
  for (const v of values) if (!ok(v)) return undefined;
  return values.slice() as T[];
}

function checkedValues(field: unknown, values: unknown[]): CheckedPlaceFilter | undefined {
  switch (field) {
    case 'latitude':
    case 'longitude':
    case 'radius': {
      const limit =
        field === 'latitude' ? 90 : field === 'longitude' ? 180 : PLACE_FILTER_RADIUS_MAX_M;
      const v = oneNumber(values, field === 'radius' ? 0 : -limit, limit);
      return v && { field, values: v };
    }
    case 'sportTypes':
    case 'categories': {
      const v = ids(values);
      return v && { field, values: v };
    }
    case 'highRating':
    case 'hasServices': {
      const v = every<boolean>(values, 1, (b) => typeof b === 'boolean');
      return v && { field, values: v };
    }
    case 'benefits': {
      const v = every<(typeof PLACE_BENEFITS)[number]>(values, VALUES_MAX, (b) => BENEFITS.has(b));
      return v && { field, values: v };
    }
    case 'accessibility': {
      const v = every<(typeof PLACE_ACCESS_FEATURES)[number]>(values, VALUES_MAX, (a) =>
        ACCESS_FEATURES.has(a),
      );
      return v && { field, values: v };
    }
    case 'query': {
      const v = every<string>(values, 1, (t) => typeof t === 'string' && t.length <= TEXT_MAX);
      return v && { field, values: v };
    }
    default:
      return undefined;
  }
}

/** The body as PlacesRequestSchema would answer it, or undefined: let the schema decide. */
export function checkPlacesBodyFast(body: unknown): CheckedPlaceFilter[] | undefined {
  if (!Array.isArray(body) || body.length > FILTERS_MAX) return undefined;
  const out: CheckedPlaceFilter[] = [];
  let seen = 0;
  for (const item of body) {
    if (!isRecord(item) || !Array.isArray(item.values)) return undefined;
    const filter = checkedValues(item.field, item.values);
    if (!filter) return undefined;
    const bit = SCALAR_BIT[filter.field] ?? 0;
    if (seen & bit) return undefined;
    seen |= bit;
    out.push(filter);
  }
  return out;
}

/** A page number as PlacesPageQuerySchema reads it: absent → its default; digits only here. */
function pageNumber(v: unknown, fallback: number, min: number, max: number): number | undefined {
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !/^\d{1,5}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}

/** The query string as PlacesPageQuerySchema would answer it, or undefined. */
export function checkPlacesQueryFast(query: unknown): { page: number; size: number } | undefined {
  if (!isRecord(query)) return undefined;
  const page = pageNumber(query.page, 0, 0, PAGE_MAX);
  const size = pageNumber(query.size, PLACES_PAGE_SIZE, 1, PLACES_PAGE_MAX);
  return page === undefined || size === undefined ? undefined : { page, size };
}

/**
 * The route's validator: the fast checks for the body and the query string, the zod schema
 * for whatever they leave (and for every other part).
 */
export function placesListValidator<S>(route: FastifyRouteSchemaDef<S>) {
  const zod = validatorCompiler(route as unknown as FastifyRouteSchemaDef<ZodType>);
  const fast =
    route.httpPart === 'body'
      ? checkPlacesBodyFast
      : route.httpPart === 'querystring'
        ? checkPlacesQueryFast
        : undefined;
  if (!fast) return zod;
  return (data: unknown) => {
    const value = fast(data);
    return value === undefined ? zod(data) : { value };
  };
}
