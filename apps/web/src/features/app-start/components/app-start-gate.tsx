import { useEffect, type ReactNode } from 'react';
import { APP_START_DELAY_MS } from '@sportkarta/contract/config/timings';
import { AppStartedContext } from '@/ui/app-started';
import { holdToastsUnderPreloader, removePreloader } from '../model/preloader';
import { useAppStart } from '../model/use-app-start';
import { StartErrorPage } from './start-error-page';

/**
 * Holds the app behind the index.html landing until the start check of spec §4 ends:
 * SUCCESS shows the app, ERROR the error page (the toast is raised by useAppStart).
 *
 * During the first LOADING, once the stored token is in memory, the app is already rendered
 * underneath the landing, inert and hidden from assistive technology, so that at SUCCESS the
 * first screen is complete instead of starting to load then (issue 2 §8: LCP). What must wait for SUCCESS (the first-run
 * layer) asks useAppStarted(). The wrapper keeps its place in the tree, so revealing the
 * app does not mount it again.
 */
export function AppStartGate({
  children,
  delayMs = APP_START_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const { status, failedBefore, tokenLoaded, retry } = useAppStart(delayMs);
  useEffect(() => holdToastsUnderPreloader(), []);
  useEffect(() => {
    if (status === 'SUCCESS' || status === 'ERROR') removePreloader();
  }, [status]);
  // A retry from the error page keeps the error page up (with a spinner) instead of a blank screen.
  if (status === 'ERROR' || (failedBefore && status !== 'SUCCESS')) {
    return <StartErrorPage retrying={status === 'LOADING'} onRetry={() => void retry()} />;
  }
  const started = status === 'SUCCESS';
  // Not before the stored token is in memory, so the first screen's requests carry it.
  if (!tokenLoaded) return null;
  return (
    <AppStartedContext.Provider value={started}>
      <div
        className="app-start"
        style={{ display: 'contents' }}
        inert={!started}
        aria-hidden={started ? undefined : true}
      >
        {children}
      </div>
    </AppStartedContext.Provider>
  );
}
