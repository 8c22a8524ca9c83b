import type { UseQueryResult } from '@tanstack/react-query';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { useDelayedFlag, useMinimumDuration } from '@/ui/delayed';

export type NewsView<T> =
  | { kind: 'loading'; slow: boolean }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; data: T };

/**
 * What a news block shows for its query. spec §9: a skeleton stays at least 150 ms once
 * shown (no flash), and the spoken/visible loader joins it only after 1 s. Data already
 * on screen stays on screen when a refresh fails (the refresh itself reports the error).
 */
export function useNewsView<T>(query: UseQueryResult<T>): NewsView<T> {
  const loading = query.isPending || (query.isError && query.isFetching);
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  const slow = useDelayedFlag(loading, LOADER_DELAY_MS);

  if (query.data !== undefined && !skeleton) return { kind: 'ready', data: query.data };
  if (loading || skeleton) return { kind: 'loading', slow };
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading', slow };
}
