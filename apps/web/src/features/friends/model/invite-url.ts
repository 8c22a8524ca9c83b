import { Capacitor } from '@capacitor/core';
import { APP_LINK_HOSTS } from '@sportkarta/contract/config/app';

/**
 * The invite link to hand on: the web app's own address in a browser; in the packaged app
 * (whose origin is capacitor://…) the verified web host, which opens the app where it is
 * installed and the web app where it is not (@sportkarta/contract/routes/deep-links).
 */
export function inviteUrl(invitePath: string, native = Capacitor.isNativePlatform()): string {
  const origin = native ? `https://${APP_LINK_HOSTS[0]}` : window.location.origin;
  return new URL(invitePath, origin).toString();
}
