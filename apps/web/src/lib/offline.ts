import { useEffect } from 'react';
import { ru } from '@/i18n/ru';
import { showToast } from '@/ui/toast/toast-bus';

// spec §2.3 offline toast. The browser's online/offline events also fire inside the Capacitor
// web view, so one watcher serves web and native (no @capacitor/network needed).
export const OFFLINE_TOAST_KEY = 'offline';

export function watchConnection(target: Window = window): () => void {
  // One toast per drop: repeated 'offline' events while already offline are ignored.
  let offline = false;
  const onOffline = () => {
    if (offline) return;
    offline = true;
    showToast({ type: 'error', message: ru.offline.lost, key: OFFLINE_TOAST_KEY });
  };
  const onOnline = () => {
    if (!offline) return;
    offline = false;
    // Same key: replaces the error toast if it is still on screen.
    showToast({ type: 'success', message: ru.offline.restored, key: OFFLINE_TOAST_KEY });
  };
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  // Started without a connection (e.g. the app shell came from the service worker cache).
  if (target.navigator && target.navigator.onLine === false) onOffline();
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}

/** Mounted once in app.tsx. */
export function useOfflineToast(): void {
  useEffect(() => watchConnection(), []);
}
