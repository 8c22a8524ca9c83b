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
        onNeedRefresh: () => announceNewVersion(() => updateSW(true)),
      });
    })
    .catch((error: unknown) => console.warn('Не удалось зарегистрировать service worker', error));
}
