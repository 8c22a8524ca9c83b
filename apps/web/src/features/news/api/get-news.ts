import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsItem } from '@sportkarta/contract/api/static-files';
import { NewsFileCheck } from '@sportkarta/contract/first-screen-checks';
import { apiRequest } from '@/lib/api-client';
import { SLOW_QUERY_OPTIONS } from '@/lib/query-client';
import { ru } from '@/i18n/ru';
import { showToast } from '@/ui/toast/toast-bus';

/** GET /news.json — the whole feed, newest first (spec §2.2 main tab). */
export function getNews(signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>({
    url: '/news.json',
    method: 'GET',
    // The main tab is the first screen: its answer is checked without zod (issue 27).
    schema: NewsFileCheck,
    signal,
  });
}

export const newsQueryKey = ['news'] as const;

// News changes rarely: spec §7.3 "slowly changing data" (stale 30 min, kept 35 min).
// Pull-to-refresh calls refetch(), which ignores staleness, so a manual refresh still reaches the server.
export function newsQueryOptions() {
  return queryOptions({
    queryKey: newsQueryKey,
    queryFn: ({ signal }) => getNews(signal),
    ...SLOW_QUERY_OPTIONS,
  });
}

export function useNews() {
  return useQuery(newsQueryOptions());
}

/**
 * For pull-to-refresh: refetches the feed even when it is fresh. A failed reload keeps the old
 * items on screen, says so in an error toast and rejects, so the refresher can close.
 */
export function useRefreshNews(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await queryClient.refetchQueries(
        { queryKey: newsQueryKey, type: 'all' },
        { throwOnError: true },
      );
    } catch (error) {
      showToast({ type: 'error', message: ru.news.errorTitle, key: 'news-refresh' });
      throw error;
    }
  }, [queryClient]);
}
