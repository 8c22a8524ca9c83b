/// <reference types="vite-plugin-pwa/client" />
import { Capacitor } from '@capacitor/core';
import { announceNewVersion } from './new-version';

let started = false;

/**
 * vite.config.ts builds the service worker with registerType 'prompt' and injectRegister false:
 * the app registers it here, and a waiting new version is announced to the new-version modal
 * instead of silently replacing the running one. Native apps update through the stores.
 */
export function registerServiceWorker(): void {
  if (started || import.meta.env.DEV || Capacitor.isNativePlatform()) return;
  if (!('serviceWorker' in navigator)) return;
  started = true;
  import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => announceNewVersion(() => activateWaiting(updateSW)),
      });
    })
    .catch((error: unknown) => console.warn('Не удалось зарегистрировать service worker', error));
}

/**
 * Activates the waiting build and reloads into it. workbox-window reloads by itself only for an
 * update it found within a minute of registering; one found later (a tab left open through a
 * deploy, issue 15) would be activated under the old page, which would go on running the old
 * build: the page reloads whenever its controller changes instead.
 */
async function activateWaiting(updateSW: (reload?: boolean) => Promise<void>): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await updateSW(true);
}
