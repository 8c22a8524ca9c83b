import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isCancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { APP_START_DELAY_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';
import { isNetworkError } from '@/lib/api-error';
import { restoreOfflineLists, restoreOfflineQueries } from '@/lib/offline-queries';
import { loadToken } from '@/lib/session-token';
import { showToast } from '@/ui/toast/toast-bus';
import { versionQueryOptions } from '@/lib/version';
import { appStylesReady } from './app-styles';

// spec §4 "App start: NOPE, LOADING, then SUCCESS (shown after about 500 ms) or ERROR".
export type AppStartStatus = 'NOPE' | 'LOADING' | 'SUCCESS' | 'ERROR';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many times a start check cancelled from outside is asked again before it counts as failed. */
const CANCELLED_RETRIES = 3;

/**
 * The start check's request. A 401 to a page's request made under the landing (an ended
 * session) logs out, and logout resets every query — cancelling this one too; that is no
 * failure of the API, so the check is asked again instead of showing the error page.
 */
async function checkApi(queryClient: QueryClient, retries = CANCELLED_RETRIES): Promise<void> {
  try {
    await queryClient.fetchQuery(versionQueryOptions());
  } catch (error) {
    // The device has no network: not the system's failure. The app starts from the service
    // worker's shell with what was saved (issue 12: tickets offline); the offline toast of
    // spec §2.3 says why nothing new loads.
    if (isNetworkError(error) && navigator.onLine === false) return;
    if (!isCancelledError(error) || retries === 0) throw error;
    await checkApi(queryClient, retries - 1);
  }
}

export function useAppStart(delayMs: number = APP_START_DELAY_MS) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AppStartStatus>('NOPE');
  // After a failure, a retry shows the error page with a spinner rather than a blank screen.
  const [failedBefore, setFailedBefore] = useState(false);
  // The stored session token is in memory: requests made from now on carry it (spec §7).
  const [tokenLoaded, setTokenLoaded] = useState(false);
  const attempt = useRef(0);

  const start = useCallback(async () => {
    const current = ++attempt.current;
    setStatus('LOADING');
    try {
      // The stored token comes into memory first, then the API must answer; SUCCESS is held
      // until the delay so the landing does not flash by on a fast connection.
      await Promise.all([
        loadToken().then(async (token) => {
          // Saved answers first (issue 12): with no network the first screen shows them.
          if (token !== null) await restoreOfflineQueries(queryClient);
          await restoreOfflineLists(queryClient);
          // issue 2 §8 (TBT): this renders the whole app under the landing; as a transition
          // React renders it in slices that yield to the browser instead of one long task.
          startTransition(() => setTokenLoaded(true));
          return checkApi(queryClient);
        }),
        wait(delayMs),
        appStylesReady(),
      ]);
      if (current === attempt.current) startTransition(() => setStatus('SUCCESS'));
    } catch {
      if (current !== attempt.current) return;
      setStatus('ERROR');
      setFailedBefore(true);
      showToast({
        type: 'error',
        header: ru.app.startErrorHeader,
        message: ru.app.startErrorMessage,
        key: 'app-start',
      });
    }
  }, [delayMs, queryClient]);

  useEffect(() => {
    // NOPE → LOADING on the next tick, once mounted (a retry calls start() directly).
    void Promise.resolve().then(start);
  }, [start]);

  return { status, failedBefore, tokenLoaded, retry: start };
}
