import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlaceDetailSchema, type PlaceDetail } from '@sportkarta/contract/api/places';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /v1/mob/public/place/{id} for the venue's own map. The venue page has its own fetcher
 * (features never share); this one lives under ['placesMap', …] so it never mixes with it.
 */
export function getPlaceLocation(id: number, signal?: AbortSignal): Promise<PlaceDetail> {
  return apiRequest<PlaceDetail>({
    url: `/v1/mob/public/place/${encodeURIComponent(String(id))}`,
    method: 'GET',
    schema: PlaceDetailSchema,
    signal,
  });
}

export const placeLocationQueryKey = (id: number) => ['placesMap', 'place', id] as const;

export function placeLocationQueryOptions(id: number) {
  return queryOptions({
    queryKey: placeLocationQueryKey(id),
    queryFn: ({ signal }) => getPlaceLocation(id, signal),
  });
}

export function usePlaceLocation(id: number) {
  return useQuery({ ...placeLocationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
