import { Capacitor } from '@capacitor/core';
import type { DeviceToken } from '@sportkarta/contract/api/notifications';
import { registerPushDevice, unregisterPushDevice } from '../api/push-registration';
import { clientId, deviceId, operationTm } from './device';
import { dropWebPush, webPushSupported, webPushToken } from './web-push';

// Issue 14: this device's push, registered while someone is signed in (spec §3/§7.2). Loaded
// lazily: by the sync at sign-in when permission was given, and by the notifications screen.

const native = () => Capacitor.isNativePlatform();
const nativePush = () => import('./native-push');

export const pushSupported = (): boolean => native() || webPushSupported();

/** Whether the person already allowed notifications on this device. */
export async function pushGranted(): Promise<boolean> {
  if (native()) return (await nativePush()).nativePushGranted();
  return webPushSupported() && Notification.permission === 'granted';
}

async function token(): Promise<DeviceToken | null> {
  return native() ? (await nativePush()).nativePushToken() : webPushToken();
}

/** Registers this device for the signed-in person; false when there is nothing to register. */
export async function registerThisDevice(): Promise<boolean> {
  const deviceToken = await token();
  if (!deviceToken) return false;
  await registerPushDevice({
    deviceId: await deviceId(),
    clientId: clientId(),
    operationTm: operationTm(),
    active: true,
    deviceToken,
  });
  return true;
}

/** Asks for permission (a tap on the screen's button), then registers. */
export async function enablePush(): Promise<'enabled' | 'denied' | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  if (native()) {
    const { PushNotifications } = await import('@capacitor/push-notifications');
    const status = await PushNotifications.requestPermissions();
    if (status.receive !== 'granted') return 'denied';
  } else if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  return (await registerThisDevice()) ? 'enabled' : 'unsupported';
}

/** Before signing out: the server forgets this device, and the OS or browser drops its token. */
export async function unregisterThisDevice(): Promise<void> {
  await unregisterPushDevice({ deviceId: await deviceId(), clientId: clientId() });
  if (native()) await (await nativePush()).dropNativePush();
  else if (webPushSupported()) await dropWebPush();
}

/** A push tapped (native) or clicked (the worker's message) opens its screen in the app. */
export function onPushOpen(open: (link: string) => void, arrived: () => void): () => void {
  if (native()) {
    void nativePush().then((m) => m.onNativePushTap(open));
    return () => undefined;
  }
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent<{ type?: string; link?: unknown }>) => {
    if (event.data?.type === 'sk-push') arrived();
    if (event.data?.type === 'sk-open' && typeof event.data.link === 'string')
      open(event.data.link);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
