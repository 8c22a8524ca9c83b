import type { QueryClient } from '@tanstack/react-query';
import { NewsFileCheck } from '@sportkarta/contract/first-screen-checks';
import { getApiBase } from '@/lib/api-base';
import { MainPage } from './pages';
import { isMainTabPath } from './first-screen-copy';

declare global {
  interface Window {
    /** The news.json request started by index.html before the app's JS arrived. */
    __skEarlyNews?: Promise<unknown>;
  }
}

/**
 * issue 2 §8 (LCP): the main tab's content is the news feed, and its first image is the
 * largest element. index.html already asked for news.json (and preloaded that image) while
 * this script downloaded; its answer becomes the news query's fetch, so the feed does not
 * wait for the start check (spec §4) and a second request. The answer is used only when the
 * API is this origin (no dev-settings override, no VITE_API_BASE_URL) and is validated like
 * any other. The main page chunk is fetched at once too.
 */
export function startFirstScreen(
  queryClient: QueryClient,
  pathname: string = window.location.pathname,
): void {
  const early = window.__skEarlyNews;
  window.__skEarlyNews = undefined;
  if (early && getApiBase() === '') {
    // Loaded, not imported: a static import would pull the news feature into the first chunk
    // and make the bundler split shared code (all of ionicons) into the first screen.
    // A failed or invalid early answer leaves the query failed, and the page's own useNews
    // asks again on mount, through the API client (errors reported, spec §8 rules).
    void import('@/features/news/api/get-news')
      .then(({ newsQueryOptions }) =>
        queryClient.prefetchQuery({
          ...newsQueryOptions(),
          queryFn: async () => NewsFileCheck.parse(await early),
        }),
      )
      .catch(() => undefined);
  }
  if (isMainTabPath(pathname)) {
    // The lazy MainPage route's own chunk (app/pages.ts): ready when the start check ends, so
    // the page renders at once, without a fallback.
    void MainPage.preload().catch(() => undefined);
  }
}
