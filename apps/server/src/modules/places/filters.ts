import {
  PLACE_BENEFITS,
  type PlaceBenefit,
  type PlaceFilter,
  type PlaceFilterField,
} from '@sportkarta/contract/api/places';
import { EARTH_RADIUS_M, type LatLon } from '@sportkarta/contract/config/map';
import { HttpError } from '../../errors';

/**
 * POST /v1/mob/places filters after checking (spec §3 "Place filters", §7.2 "Places list").
 * Empty lists and absent booleans mean "no filter".
 */
export interface PlaceSearch {
  /** The venue has ANY of these sport types. */
  sportTypes: number[];
  /** The venue has ANY of these categories (favouriteCategories.json ids). */
  categories: number[];
  /** The venue offers ALL of these benefits. */
  benefits: PlaceBenefit[];
  highRating: boolean;
  hasServices: boolean;
  /** Search text (name or address), trimmed; null when absent or blank. */
  query: string | null;
  /** Orders nearest first and gives each venue its distance. */
  origin: LatLon | null;
  /** Metres; only with an origin (spec §7.2: radius is used only when all three are set). */
  radius: number | null;
}

/** Half the earth's circumference (spec §9 radius): no great-circle distance is longer. */
export const RADIUS_MAX_M = Math.PI * EARTH_RADIUS_M;
const ID_MAX = 2_147_483_647;
const BENEFITS: ReadonlySet<string> = new Set(PLACE_BENEFITS);

type Value = PlaceFilter['values'][number];

function bad(field: PlaceFilterField, what: string): HttpError {
  return new HttpError('VALIDATION_ERROR', `Фильтр «${field}»: ${what}`);
}

/** Ids may come as numbers or as numeric strings (the app sends category ids as it stores them). */
function ids(field: PlaceFilterField, values: readonly Value[]): number[] {
  return values.map((v) => {
    const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > ID_MAX) {
      throw bad(field, 'ожидаются целые положительные идентификаторы');
    }
    return n;
  });
}

function oneNumber(
  field: PlaceFilterField,
  values: readonly Value[],
  min: number,
  max: number,
): number {
  const [v] = values;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (values.length !== 1 || typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) {
    throw bad(field, `ожидается одно число от ${min} до ${max}`);
  }
  return n;
}

/** spec §7.2 "true booleans are sent": [true] switches the filter on; [] or [false] leaves it off. */
function flag(field: PlaceFilterField, values: readonly Value[]): boolean {
  if (values.length > 1 || values.some((v) => typeof v !== 'boolean')) {
    throw bad(field, 'ожидается [true] или [false]');
  }
  return values[0] === true;
}

function benefits(values: readonly Value[]): PlaceBenefit[] {
  return values.map((v) => {
    if (typeof v !== 'string' || !BENEFITS.has(v)) {
      throw bad('benefits', `допустимые значения: ${PLACE_BENEFITS.join(', ')}`);
    }
    return v as PlaceBenefit;
  });
}

function text(values: readonly Value[]): string | null {
  const [v] = values;
  if (values.length > 1 || (v !== undefined && typeof v !== 'string')) {
    throw bad('query', 'ожидается одна строка');
  }
  const trimmed = v?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const SCALAR_FIELDS: ReadonlySet<PlaceFilterField> = new Set([
  'latitude',
  'longitude',
  'radius',
  'highRating',
  'hasServices',
  'query',
]);

/** Turns the body of POST /v1/mob/places into a search; a wrong value is a 400 naming the filter. */
export function parsePlaceFilters(filters: readonly PlaceFilter[]): PlaceSearch {
  const seen = new Set<PlaceFilterField>();
  const s: PlaceSearch = {
    sportTypes: [],
    categories: [],
    benefits: [],
    highRating: false,
    hasServices: false,
    query: null,
    origin: null,
    radius: null,
  };
  let lat: number | null = null;
  let lon: number | null = null;
  for (const { field, values } of filters) {
    // Lists may repeat (they add up); a single value given twice is ambiguous.
    if (SCALAR_FIELDS.has(field) && seen.has(field)) throw bad(field, 'указан больше одного раза');
    seen.add(field);
    switch (field) {
      case 'sportTypes':
        s.sportTypes.push(...ids(field, values));
        break;
      case 'categories':
        s.categories.push(...ids(field, values));
        break;
      case 'benefits':
        s.benefits.push(...benefits(values));
        break;
      case 'highRating':
        s.highRating = flag(field, values);
        break;
      case 'hasServices':
        s.hasServices = flag(field, values);
        break;
      case 'query':
        s.query = text(values);
        break;
      case 'latitude':
        lat = oneNumber(field, values, -90, 90);
        break;
      case 'longitude':
        lon = oneNumber(field, values, -180, 180);
        break;
      case 'radius':
        s.radius = oneNumber(field, values, 0, RADIUS_MAX_M);
        break;
    }
  }
  s.origin = lat !== null && lon !== null ? { lat, lon } : null;
  if (!s.origin) s.radius = null;
  s.sportTypes = [...new Set(s.sportTypes)];
  s.categories = [...new Set(s.categories)];
  s.benefits = [...new Set(s.benefits)];
  return s;
}
