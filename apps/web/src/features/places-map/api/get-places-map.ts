import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MapViewSchema, type MapView } from '@sportkarta/contract/api/map';
import { apiRequest } from '@/lib/api-client';
import type { MapFilterQuery } from '../model/map-query';

export interface PlacesMapParams extends MapFilterQuery {
  /** "west,south,east,north" */
  bbox: string;
  zoom: number;
}

/**
 * GET /v1/mob/places/map — what one viewport needs at one zoom: clusters where venues are
 * dense, points elsewhere (issue 4: smooth with 100k venues).
 */
export function getPlacesMap(params: PlacesMapParams, signal?: AbortSignal): Promise<MapView> {
  return apiRequest<MapView>({
    url: '/v1/mob/places/map',
    method: 'GET',
    query: { ...params },
    schema: MapViewSchema,
    signal,
  });
}

// Not under ['places']: these answers carry no favourite flags, so a favourite change (which
// invalidates ['places']) has nothing to refresh here.
export const placesMapQueryKey = (bbox: string, zoom: number, filters: MapFilterQuery) =>
  ['placesMap', bbox, zoom, filters] as const;

export function placesMapQueryOptions(params: PlacesMapParams) {
  const { bbox, zoom, ...filters } = params;
  return queryOptions({
    queryKey: placesMapQueryKey(bbox, zoom, filters),
    // Consuming the signal lets TanStack Query abort a request whose viewport was left
    // before it answered.
    queryFn: ({ signal }) => getPlacesMap(params, signal),
  });
}

const NO_VIEWPORT: PlacesMapParams = { bbox: '', zoom: 0 };

/**
 * The venues of a viewport (none asked while the map has no size); the previous viewport's
 * answer stays on screen until this one lands.
 */
export function usePlacesMap(viewport: PlacesMapParams | null) {
  return useQuery({
    ...placesMapQueryOptions(viewport ?? NO_VIEWPORT),
    enabled: viewport !== null,
    placeholderData: keepPreviousData,
  });
}
