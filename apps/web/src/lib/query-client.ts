import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_MS,
  QUERY_STALE_MS,
  SLOW_QUERY_GC_MS,
  SLOW_QUERY_STALE_MS,
} from '@sportkarta/contract/config/timings';
import { onLogout } from './logout';

// spec §7.3: "Data queries: stale after 500 ms, kept 5 min, no retry, no refetch on window
// focus. Slowly changing data: stale after 30 min, kept 35 min."
export const DEFAULT_QUERY_OPTIONS = {
  staleTime: QUERY_STALE_MS,
  gcTime: QUERY_GC_MS,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/** Spread into the queryOptions of slowly changing data (static files, dictionaries). */
export const SLOW_QUERY_OPTIONS = {
  staleTime: SLOW_QUERY_STALE_MS,
  gcTime: SLOW_QUERY_GC_MS,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: DEFAULT_QUERY_OPTIONS,
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// spec §4 Session: logout "resets the whole state" — cached answers belong to the old session.
onLogout(() => queryClient.resetQueries());
