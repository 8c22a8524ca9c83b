import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import type { PluginListenerHandle } from '@capacitor/core';
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { deepLinkTarget } from '@sportkarta/contract/routes/deep-links';
import { backAction, closeOverlay, topOverlay } from './back-button';

/**
 * The packaged app's links and back button (loaded only there, app-links.tsx): a link of the
 * app's scheme or a verified web link closes the in-app browser and opens the screen the
 * deep-link table names — the main tab for one it does not know — at a cold start too;
 * Android's back button follows the navigation (./back-button.ts).
 */
export async function listenNative(navigate: NavigateFunction): Promise<PluginListenerHandle[]> {
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
}
