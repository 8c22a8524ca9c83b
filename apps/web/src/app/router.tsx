import { lazy, Suspense } from 'react';
import { IonReactRouter } from '@ionic/react-router';
import { useAppStarted } from '@/features/app-start/components/app-start-gate';
import { SessionProvider } from '@/lib/session';
import { AuthRequiredProvider } from '@/ui/auth-required-modal';
import { AppRoutes } from './routes';

// Onboarding, add-to-home-screen and update prompts load beside the first page, not in front
// of it: they keep the first chunk small (stack-notes: first screen budget).
const FirstRunLayer = lazy(() =>
  import('./first-run-layer').then((m) => ({ default: m.FirstRunLayer })),
);

// The routes render under the landing during the start check; the first-run prompts wait
// for SUCCESS (spec §4), so they never open behind the landing or before an ERROR. Its own
// component, so that SUCCESS re-renders only this and not the whole router.
function FirstRunWhenStarted() {
  const started = useAppStarted();
  if (!started) return null;
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
          <FirstRunWhenStarted />
        </AuthRequiredProvider>
      </SessionProvider>
    </IonReactRouter>
  );
}
