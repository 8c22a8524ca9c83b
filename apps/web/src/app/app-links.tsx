import { useEffect } from 'react';
import { Capacitor } from '@capacitor/core';
import { useNavigate } from 'react-router-dom';

/** The packaged app's own scheme (the providers' return addresses in the app). */
export const APP_SCHEME = 'ru.sportkarta.app:';

/**
 * `ru.sportkarta.app://payment/<id>?x=1` → `/payment/<id>?x=1`; anything else → null. The
 * first part after `//` is the first segment of the app's route.
 */
export function appLinkPath(url: string): string | null {
  if (!url.startsWith(APP_SCHEME)) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const path = `${u.host ? `/${u.host}` : ''}${u.pathname}`.replace(/\/{2,}/g, '/');
  return path.startsWith('/') && path.length > 1 ? path + u.search : null;
}

/**
 * In the packaged app, a link of the app's scheme (a payment provider sending the person back
 * from the in-app browser) closes that browser and opens the screen it names.
 */
export function AppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!Capacitor.isNativePlatform()) return;
    // The plugins load only in the packaged app: the web's first screen does not carry them.
    const listener = Promise.all([import('@capacitor/app'), import('@capacitor/browser')]).then(
      ([{ App }, { Browser }]) =>
        App.addListener('appUrlOpen', ({ url }) => {
          const path = appLinkPath(url);
          if (!path) return;
          void Browser.close().catch(() => undefined);
          navigate(path);
        }),
    );
    return () => {
      void listener.then((l) => l.remove());
    };
  }, [navigate]);
  return null;
}
