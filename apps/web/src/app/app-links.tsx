import { useEffect } from 'react';
import { Capacitor } from '@capacitor/core';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { deepLinkTarget } from '@/config/deep-links';
import { backAction, closeOverlay, topOverlay } from './back-button';

/**
 * In the packaged app: a link of the app's scheme or a verified web link (a payment provider
 * sending the person back from the in-app browser, a shared venue, a ticket) closes that browser
 * and opens the screen the deep-link table names — the main tab for one it does not know — at a
 * cold start too; Android's back button follows the navigation (./back-button.ts).
 */
export function AppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!Capacitor.isNativePlatform()) return;
    // The plugins load only in the packaged app: the web's first screen does not carry them.
    const listeners = Promise.all([import('@capacitor/app'), import('@capacitor/browser')]).then(
      async ([{ App }, { Browser }]) => {
        const open = (url: string) => {
          void Browser.close().catch(() => undefined);
          navigate(deepLinkTarget(url));
        };
        // A cold start by a link: the web view opened at its start page, the link is here.
        const launch = await App.getLaunchUrl().catch(() => undefined);
        if (launch?.url) open(launch.url);
        return Promise.all([
          App.addListener('appUrlOpen', ({ url }) => open(url)),
          App.addListener('backButton', ({ canGoBack }) => {
            const overlay = topOverlay();
            const action = backAction({
              pathname: window.location.pathname,
              overlayOpen: overlay !== null,
              canGoBack,
            });
            if (action === 'close-overlay' && overlay) closeOverlay(overlay);
            else if (action === 'back') navigate(-1);
            else if (action === 'main') navigate(paths.main, { replace: true });
            else void App.minimizeApp();
          }),
        ]);
      },
    );
    return () => {
      void listeners.then((all) => all.forEach((l) => void l.remove()));
    };
  }, [navigate]);
  return null;
}
