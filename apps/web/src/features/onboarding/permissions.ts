import { Capacitor } from '@capacitor/core';
import { Geolocation } from '@capacitor/geolocation';
import { PushNotifications } from '@capacitor/push-notifications';
import { LOCATION_HIGH_ACCURACY_TIMEOUT_MS } from '@sportkarta/contract/config/timings';

// spec §2.3: onboarding asks for notifications and geolocation. Kept in one module so the
// slides stay pure UI and tests can replace these calls with mocks.
export type PermissionResult = 'granted' | 'denied' | 'unsupported';

function fromState(state: string): PermissionResult {
  return state === 'granted' ? 'granted' : 'denied';
}

export async function requestNotificationPermission(): Promise<PermissionResult> {
  if (Capacitor.isNativePlatform()) {
    const status = await PushNotifications.requestPermissions();
    return fromState(status.receive);
  }
  if (typeof Notification === 'undefined' || typeof Notification.requestPermission !== 'function') {
    return 'unsupported';
  }
  const answer = await Notification.requestPermission();
  return fromState(answer);
}

export async function requestGeolocationPermission(): Promise<PermissionResult> {
  if (Capacitor.isNativePlatform()) {
    const status = await Geolocation.requestPermissions({ permissions: ['location'] });
    return fromState(status.location);
  }
  const geo = globalThis.navigator?.geolocation;
  if (!geo) return 'unsupported';
  // The browser has no "request permission" call: asking for a position is what prompts.
  // A timeout or unavailable position still means the person allowed it.
  return new Promise<PermissionResult>((resolve) => {
    geo.getCurrentPosition(
      () => resolve('granted'),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'granted'),
      { enableHighAccuracy: true, timeout: LOCATION_HIGH_ACCURACY_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
