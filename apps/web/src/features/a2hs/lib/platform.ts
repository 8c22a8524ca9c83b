import { Capacitor } from '@capacitor/core';

export type InstallPlatform = 'ios' | 'android';

/**
 * Which instructions to show first. iPadOS Safari introduces itself as a Mac, so a "Macintosh"
 * with a touch screen counts as iOS; everything that is not iOS gets the Chrome/Android steps.
 */
export function detectInstallPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}

/** Already launched from the home screen: nothing to suggest. */
export function isStandalone(): boolean {
  const nav = globalThis.navigator as Navigator & { standalone?: boolean };
  if (nav?.standalone === true) return true;
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** spec §1: the popup is a web-only feature; the iOS/Android apps are installed already. */
export function canSuggestInstall(): boolean {
  return !Capacitor.isNativePlatform() && !isStandalone();
}
