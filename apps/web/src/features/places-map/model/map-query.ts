import type { PlaceFilter } from '@sportkarta/contract/api/places';

/** The filter part of GET /v1/mob/places/map (the viewport part comes from the map). */
export interface MapFilterQuery {
  sportTypes?: string;
  categories?: string;
}

function ids(filters: readonly PlaceFilter[], field: PlaceFilter['field']): string | undefined {
  const values = filters
    .filter((f) => f.field === field)
    .flatMap((f) => f.values)
    .map((v) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN))
    .filter((v) => Number.isInteger(v) && v >= 0);
  const unique = [...new Set(values)].sort((a, b) => a - b);
  return unique.length ? unique.join(',') : undefined;
}

/**
 * The list's filters (POST /v1/mob/places body) as the map endpoint's query: sport types and
 * categories joined by comma. The map shows the whole viewport, so the radius, the search
 * text and the flags of the list do not apply to it (the contract's map query has none).
 */
export function mapFilterQuery(filters: readonly PlaceFilter[]): MapFilterQuery {
  const query: MapFilterQuery = {};
  const sportTypes = ids(filters, 'sportTypes');
  const categories = ids(filters, 'categories');
  if (sportTypes) query.sportTypes = sportTypes;
  if (categories) query.categories = categories;
  return query;
}
