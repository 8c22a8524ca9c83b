import type { PluginListenerHandle } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import type { DeviceToken } from '@sportkarta/contract/api/notifications';

// The packaged app's push (Capacitor's plugin: FCM on Android, APNs on iOS). Loaded only on a
// native platform (push-client.ts imports it dynamically).

let tapListener: Promise<PluginListenerHandle> | undefined;

export async function nativePushGranted(): Promise<boolean> {
  return (await PushNotifications.checkPermissions()).receive === 'granted';
}

/** Registers with the OS and answers the token it gives. */
export async function nativePushToken(): Promise<DeviceToken | null> {
  const token = new Promise<string | null>((resolve) => {
    const handles: Promise<PluginListenerHandle>[] = [];
    const done = (value: string | null) => {
      resolve(value);
      handles.forEach((h) => void h.then((x) => x.remove()));
    };
    handles.push(PushNotifications.addListener('registration', (t) => done(t.value)));
    handles.push(PushNotifications.addListener('registrationError', () => done(null)));
  });
  await PushNotifications.register();
  const value = await token;
  if (!value) return null;
  return { kind: /^[0-9a-f]{64}$/i.test(value) ? 'APNS' : 'FCM', registrationId: value };
}

/** A tap on a push opens the screen it names. */
export function onNativePushTap(open: (link: string) => void): void {
  tapListener ??= PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
    const link = (action.notification.data as { link?: unknown } | undefined)?.link;
    if (typeof link === 'string' && link.startsWith('/')) open(link);
  });
}

export async function dropNativePush(): Promise<void> {
  await PushNotifications.unregister();
}
