import type { MapFilterQuery } from '@sportkarta/contract/api/map';
import type { PlaceFilter } from '@sportkarta/contract/api/places';

export type { MapFilterQuery };

type Values = PlaceFilter['values'];

function ids(values: Values): number[] {
  return values
    .map((v) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN))
    .filter((v) => Number.isInteger(v) && v >= 0);
}

function firstNumber(values: Values): number | undefined {
  const [v] = values;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

const joined = <T extends string | number>(list: readonly T[]): string | undefined => {
  const unique = [...new Set(list)].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  return unique.length ? unique.join(',') : undefined;
};

/**
 * The list's filters (the body of POST /v1/mob/places, built from the one filter model by
 * buildPlaceFilters) as the map endpoint's query, so the map shows the venues the list shows.
 * Every field of the list is decided here (the switch is exhaustive): all apply to the map
 * but the search text, which is the list's own (a pg_trgm match in SQL; the server answers
 * the map from its in-memory index). The point goes out only with a radius: alone it orders
 * the list, which the map does not need, and would split the map's cache per position fix.
 */
export function mapFilterQuery(filters: readonly PlaceFilter[]): MapFilterQuery {
  const sportTypes: number[] = [];
  const categories: number[] = [];
  const benefits: string[] = [];
  const accessibility: string[] = [];
  const query: MapFilterQuery = {};
  let latitude: number | undefined;
  let longitude: number | undefined;
  let radius: number | undefined;
  for (const { field, values } of filters) {
    switch (field) {
      case 'sportTypes':
        sportTypes.push(...ids(values));
        break;
      case 'categories':
        categories.push(...ids(values));
        break;
      case 'benefits':
        benefits.push(...values.filter((v): v is string => typeof v === 'string'));
        break;
      case 'accessibility':
        accessibility.push(...values.filter((v): v is string => typeof v === 'string'));
        break;
      case 'highRating':
      case 'hasServices':
        if (values[0] === true) query[field] = 'true';
        break;
      case 'latitude':
        latitude = firstNumber(values);
        break;
      case 'longitude':
        longitude = firstNumber(values);
        break;
      case 'radius':
        radius = firstNumber(values);
        break;
      case 'query':
        break;
      default:
        field satisfies never;
    }
  }
  const lists = {
    sportTypes: joined(sportTypes),
    categories: joined(categories),
    benefits: joined(benefits),
    accessibility: joined(accessibility),
  };
  for (const [name, value] of Object.entries(lists)) {
    if (value) query[name as keyof typeof lists] = value;
  }
  if (latitude !== undefined && longitude !== undefined && radius !== undefined) {
    Object.assign(query, { latitude, longitude, radius });
  }
  return query;
}
