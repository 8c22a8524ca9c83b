import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppStartGate } from '@/features/app-start/components/app-start-gate';
import { FlagsProvider } from '@/lib/flags';
import { useOfflineToast } from '@/lib/offline';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/ui/toast/toast-provider';
import { AppRouter } from './router';

export function App() {
  useOfflineToast();
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
