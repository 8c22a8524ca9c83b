import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavoritePlacesSchema } from '@sportkarta/contract/api/places';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { showToast } from '@/ui/toast/toast-bus';

export type FavoritePlaces = z.infer<typeof FavoritePlacesSchema>;

export const favoritesQueryKey = ['places', 'favorites'] as const;

/** GET /v1/placeFavorites: the signed-in person's favourites, most recently added first. */
export function getFavorites(signal?: AbortSignal): Promise<FavoritePlaces> {
  return apiRequest<FavoritePlaces>({
    url: '/v1/placeFavorites',
    method: 'GET',
    schema: FavoritePlacesSchema,
    signal,
  });
}

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => getFavorites(signal),
  });
}

/** Only asked for a signed-in person (a visitor sees the auth placeholder instead). */
export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}

/** Pull-to-refresh: asks again even when fresh; a failure says so and rejects. */
export function useRefreshFavorites(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await queryClient.refetchQueries(
        { queryKey: favoritesQueryKey, type: 'all' },
        { throwOnError: true },
      );
    } catch (error) {
      showToast({ type: 'error', message: ruDiscoveryPlace.favoritesError, key: 'favorites' });
      throw error;
    }
  }, [queryClient]);
}
