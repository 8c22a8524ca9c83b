import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDelayedFlag, useMinimumDuration } from '@/ui/delayed';
import { placeDetailQueryKey, usePlace } from '../api/get-place';

export type PlaceView =
  | { kind: 'loading'; slow: boolean }
  | { kind: 'not-found' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; place: PlaceDetail };

/**
 * What the venue page shows. spec §9: the skeleton stays at least 150 ms, the loader note
 * joins after 1 s; a venue on screen stays when a refresh fails (the refresh says so).
 */
export function usePlaceView(id: number): PlaceView {
  const query = usePlace(id);
  useRefetchOnSessionChange(id);
  const valid = Number.isInteger(id) && id > 0;
  const loading = valid && (query.isPending || (query.isError && query.isFetching));
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  const slow = useDelayedFlag(loading, LOADER_DELAY_MS);

  if (!valid) return { kind: 'not-found' };
  if (query.data !== undefined && !skeleton) return { kind: 'ready', place: query.data };
  if (loading || skeleton) return { kind: 'loading', slow };
  if (isApiError(query.error) && query.error.status === 404) return { kind: 'not-found' };
  return { kind: 'error', retry: () => void query.refetch() };
}

/** The favourite flag and my mark belong to the person: signing in or out asks again. */
function useRefetchOnSessionChange(id: number) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    void queryClient.invalidateQueries({ queryKey: placeDetailQueryKey(id) });
  }, [status, id, queryClient]);
}
