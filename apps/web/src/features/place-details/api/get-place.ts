import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlaceDetailSchema, type PlaceDetail } from '@sportkarta/contract/api/places';
import { apiRequest } from '@/lib/api-client';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { showToast } from '@/ui/toast/toast-bus';

export const placeDetailQueryKey = (id: number) => ['places', 'detail', id] as const;

/** GET /v1/mob/public/place/{id}: the full venue; the favourite flag is the caller's. */
export function getPlace(id: number, signal?: AbortSignal): Promise<PlaceDetail> {
  return apiRequest<PlaceDetail>({
    url: `/v1/mob/public/place/${encodeURIComponent(String(id))}`,
    method: 'GET',
    schema: PlaceDetailSchema,
    signal,
  });
}

export function placeQueryOptions(id: number) {
  return queryOptions({
    queryKey: placeDetailQueryKey(id),
    queryFn: ({ signal }) => getPlace(id, signal),
  });
}

export function usePlace(id: number) {
  return useQuery({ ...placeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/**
 * Pull-to-refresh of the venue page: the venue and its reviews again, even when fresh. A
 * failure keeps what is on screen, says so in a toast and rejects so the refresher closes.
 */
export function useRefreshPlace(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await Promise.all([
        queryClient.refetchQueries(
          { queryKey: placeDetailQueryKey(id), type: 'all' },
          { throwOnError: true },
        ),
        queryClient.refetchQueries({ queryKey: ['places', 'ratings', id], type: 'active' }),
      ]);
    } catch (error) {
      showToast({ type: 'error', message: ruDiscoveryPlace.loadError, key: `place-${id}` });
      throw error;
    }
  }, [queryClient, id]);
}
