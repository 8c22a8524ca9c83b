import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREATIONS_PAGE_SIZE,
  CreationsPageSchema,
  type CreationKind,
  type CreationsPage,
} from '@sportkarta/contract/api/creations';
import { apiRequest } from '@/lib/api-client';
import { POSTER_KEY } from './poster-key';

export interface CreationsFilter {
  cityId: number;
  kinds: readonly CreationKind[];
  dateFrom?: string;
  dateTo?: string;
  size?: number;
}

/** spec §7.1 POST /v1/mob/creations/page: what is ahead in the city, soonest first. */
export const getCreations = (
  f: CreationsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CreationsPage> =>
  apiRequest({
    url: '/v1/mob/creations/page',
    method: 'POST',
    body: {
      cityId: f.cityId,
      ...(f.kinds.length > 0 ? { kinds: f.kinds } : {}),
      ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
      ...(f.dateTo ? { dateTo: f.dateTo } : {}),
      page,
      size: f.size ?? CREATIONS_PAGE_SIZE,
    },
    schema: CreationsPageSchema,
    signal,
  });

export const creationsQueryKey = (f: CreationsFilter) => [POSTER_KEY, 'page', f] as const;

export const creationsQueryOptions = (f: CreationsFilter) =>
  infiniteQueryOptions({
    queryKey: creationsQueryKey(f),
    queryFn: ({ pageParam, signal }) => getCreations(f, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CreationsPage) =>
      (last.page + 1) * last.size < last.total ? last.page + 1 : undefined,
  });

export const useCreations = (f: CreationsFilter | null) =>
  useInfiniteQuery({
    ...creationsQueryOptions(f ?? { cityId: 0, kinds: [] }),
    enabled: f !== null,
  });

/** Pull-to-refresh: every poster query (the city, the pages, the schedules) from the start. */
export function useRefreshPoster(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [POSTER_KEY] }), [client]);
}
