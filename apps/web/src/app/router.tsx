import { lazy, Suspense, useEffect, useState } from 'react';
import { IonReactRouter } from '@ionic/react-router';
import { AppLinks } from './app-links';
import { useAppStarted } from '@/ui/app-started';
import { FIRST_RUN_FLAGS } from '@/lib/first-run-flags';
import { whenIdle } from '@/lib/idle';
import { SessionProvider, useSession } from '@/lib/session';
import { AuthRequiredProvider } from '@/ui/auth-required-modal';
import { AppRoutes } from './routes';

// Onboarding, add-to-home-screen and update prompts load beside the first page, not in front
// of it: they keep the first chunk small (stack-notes: first screen budget).
const loadFirstRunLayer = () => import('./first-run-layer');
// Push registration concerns a signed-in person only: a visitor's first screen does not load it
// (issue 27's JS budget).
const PushSync = lazy(() =>
  import('@/features/notifications/components/push-sync').then((m) => ({ default: m.PushSync })),
);
function PushSyncWhenSignedIn() {
  const { status } = useSession();
  if (status !== 'logged-in') return null;
  return (
    <Suspense fallback={null}>
      <PushSync />
    </Suspense>
  );
}

const FirstRunLayer = lazy(() => loadFirstRunLayer().then((m) => ({ default: m.FirstRunLayer })));

/** The onboarding is already done: a returning visitor (the same flag index.html reads). */
function onboardingDone(): boolean {
  try {
    return localStorage.getItem(FIRST_RUN_FLAGS.onboardingShown) === '1';
  } catch {
    return false;
  }
}

/**
 * issue 2 §8 (TBT): for a returning visitor the layer has nothing to show at once (the
 * onboarding is done; the install popup waits its delay, the update prompt the service
 * worker), so it mounts once the started app's first screen is painted and the main thread
 * is idle, as tasks of its own. A first visit gets the onboarding at once, as before.
 */
function useFirstRunReady(started: boolean): boolean {
  const [ready, setReady] = useState(() => !onboardingDone());
  useEffect(() => {
    if (!started || ready) return;
    let cancelled = false;
    // The chunk is fetched at once, as before (a connection lost later cannot hold it back);
    // only its mount waits for an idle moment.
    void Promise.all([loadFirstRunLayer().catch(() => undefined), whenIdle()]).then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [started, ready]);
  return ready;
}

// The routes render under the landing during the start check; the first-run prompts wait
// for SUCCESS (spec §4), so they never open behind the landing or before an ERROR. Its own
// component, so that SUCCESS re-renders only this and not the whole router.
function FirstRunWhenStarted() {
  const started = useAppStarted();
  const ready = useFirstRunReady(started);
  if (!started || !ready) return null;
  return (
    <Suspense fallback={null}>
      <FirstRunLayer />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <IonReactRouter>
      {/* Inside the router: «Авторизация» navigates to /user/login and remembers the place. */}
      {/* spec §4 Session: inside the router, so a sign-in can return to the saved place. */}
      <SessionProvider>
        <AuthRequiredProvider>
          <AppRoutes />
          <AppLinks />
          {/* Issue 14: this device's push while someone is signed in. */}
          <PushSyncWhenSignedIn />
          <FirstRunWhenStarted />
        </AuthRequiredProvider>
      </SessionProvider>
    </IonReactRouter>
  );
}
