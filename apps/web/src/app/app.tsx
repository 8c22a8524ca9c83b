import { useEffect } from 'react';
import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppStartGate } from '@/features/app-start/components/app-start-gate';
import { isPurchasesQueryKey } from '@/features/purchases/api/purchases-key';
import { FlagsProvider } from '@/lib/flags';
import { keepQueriesOffline } from '@/lib/offline-queries';
import { useOfflineToast } from '@/lib/offline';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/ui/toast/toast-provider';
import { AppRouter } from './router';

export function App() {
  useOfflineToast();
  // Issue 12: the tickets and their QR codes stay available with no network once seen.
  useEffect(() => keepQueriesOffline(queryClient, isPurchasesQueryKey), []);
  return (
    <IonApp>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FlagsProvider>
            <AppStartGate>
              <AppRouter />
            </AppStartGate>
          </FlagsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </IonApp>
  );
}
