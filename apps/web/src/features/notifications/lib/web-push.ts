import type { DeviceToken } from '@sportkarta/contract/api/notifications';
import { getPushConfig } from '../api/push-registration';

// Web Push in the browser: the service worker's PushManager subscription, made with the
// server's VAPID key; the worker shows what arrives (public/push-sw.js).

export const webPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

const fromBase64Url = (s: string): Uint8Array<ArrayBuffer> => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The subscription as the server wants it; made when there is none (permission granted). */
export async function webPushToken(): Promise<DeviceToken | null> {
  const reg = await registration();
  if (!reg) return null;
  let sub = await reg.pushManager.getSubscription();
  if (!sub) {
    const { vapidPublicKey } = await getPushConfig();
    sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(vapidPublicKey),
    });
  }
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return {
    kind: 'WEB_PUSH',
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}

/** Signing out: this browser stops receiving pushes for anyone. */
export async function dropWebPush(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  await sub?.unsubscribe();
}
