import { lazy, Suspense, useEffect } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppStartGate } from '@/features/app-start/components/app-start-gate';
import { categoriesQueryKey } from '@/features/categories/api/categories-key';
import { newsQueryKey } from '@/features/news/api/get-news';
import { POSTER_KEY } from '@/features/poster/api/poster-key';
import { isPlacesListQueryKey } from '@/features/places/api/places-key';
import { isPurchasesQueryKey } from '@/features/purchases/api/purchases-key';
import { getApiBaseOverride } from '@/lib/api-client';
import { FlagsProvider } from '@/lib/flags';
import { LazyBlocksContext, type LazyBlocks } from '@/lib/lazy-blocks';
import { keepListsOffline, keepQueriesOffline } from '@/lib/offline-queries';
import { useOfflineToast } from '@/lib/offline';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/ui/toast/toast-provider';
import { AppRouter } from './router';

// Issue 28: the «другой сервер API» strip, loaded only while the developer settings set one.
const ApiAddressBanner = lazy(() => import('./api-address-banner'));

const LAZY_BLOCKS: LazyBlocks = {
  poster: lazy(() => import('@/features/poster/components/poster-block')),
  refreshPoster: () => queryClient.invalidateQueries({ queryKey: [POSTER_KEY] }),
};

export function App() {
  useOfflineToast();
  // Issue 12: the tickets and their QR codes stay available with no network once seen.
  useEffect(() => keepQueriesOffline(queryClient, isPurchasesQueryKey), []);
  // Issue 15: the last news and venue lists seen open with no network too, for anyone (with
  // the categories dictionary the venue list's filters are made of).
  useEffect(
    () =>
      keepListsOffline(
        queryClient,
        (key) =>
          key[0] === newsQueryKey[0] ||
          key[0] === categoriesQueryKey[0] ||
          isPlacesListQueryKey(key),
      ),
    [],
  );
  return (
    <IonApp>
      {getApiBaseOverride() ? (
        <Suspense fallback={null}>
          <ApiAddressBanner />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FlagsProvider>
            <AppStartGate>
              <LazyBlocksContext.Provider value={LAZY_BLOCKS}>
                <AppRouter />
              </LazyBlocksContext.Provider>
            </AppStartGate>
          </FlagsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </IonApp>
  );
}
