import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLACES_PAGE_SIZE,
  PlacesPageSchema,
  type PlaceFilter,
  type PlacesPage,
} from '@sportkarta/contract/api/places';
import { apiRequest } from '@/lib/api-client';
import { PLACES_KEY, PLACES_LIST_KEY } from './places-key';

/** POST /v1/mob/places?page=&size= — body: the filters of spec §7.2; nearest first. */
export function getPlaces(
  filters: readonly PlaceFilter[],
  page: number,
  signal?: AbortSignal,
): Promise<PlacesPage> {
  return apiRequest<PlacesPage>({
    url: '/v1/mob/places',
    method: 'POST',
    query: { page, size: PLACES_PAGE_SIZE },
    body: filters,
    schema: PlacesPageSchema,
    signal,
  });
}

/**
 * Every query holding place summaries or details lives under ['places', …]: a favourite
 * toggle updates them all by that prefix (spec §4 "a favourite change updates the place in
 * both lists").
 */
export const placesQueryPrefix = [PLACES_KEY] as const;
export const placesListQueryKey = (filters: readonly PlaceFilter[]) =>
  [PLACES_KEY, PLACES_LIST_KEY, filters] as const;

// spec §4: "Places are loaded once if absent" — an answer in the cache is not asked for again
// on each visit to the tab (staleTime Infinity); pull-to-refresh and a filter change reload.
export function placesQueryOptions(filters: readonly PlaceFilter[]) {
  return infiniteQueryOptions({
    queryKey: placesListQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getPlaces(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: PlacesPage) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: Infinity,
  });
}

export function usePlaces(filters: readonly PlaceFilter[], enabled = true) {
  return useInfiniteQuery({ ...placesQueryOptions(filters), enabled });
}

/** For pull-to-refresh: reloads the list of these filters from its first page. */
export function useRefreshPlaces(filters: readonly PlaceFilter[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.refetchQueries(
      { queryKey: placesListQueryKey(filters), exact: true },
      { throwOnError: true },
    );
  }, [queryClient, filters]);
}
