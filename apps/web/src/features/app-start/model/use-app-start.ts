import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APP_START_DELAY_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';
import { loadToken } from '@/lib/session-token';
import { showToast } from '@/ui/toast/toast-bus';
import { versionQueryOptions } from '../api/get-version';
import { appStylesReady } from './app-styles';

// spec §4 "App start: NOPE, LOADING, then SUCCESS (shown after about 500 ms) or ERROR".
export type AppStartStatus = 'NOPE' | 'LOADING' | 'SUCCESS' | 'ERROR';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
        loadToken().then(() => {
          // issue 2 §8 (TBT): this renders the whole app under the landing; as a transition
          // React renders it in slices that yield to the browser instead of one long task.
          startTransition(() => setTokenLoaded(true));
          return queryClient.fetchQuery(versionQueryOptions());
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
