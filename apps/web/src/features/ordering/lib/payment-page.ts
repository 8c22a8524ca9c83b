import { Browser } from '@capacitor/browser';
import { Capacitor } from '@capacitor/core';
import type { PaymentMethod } from '@sportkarta/contract/enums';

/** The packaged app pays in the in-app browser and comes back by its deep link. */
export const paymentReturnTo = (): 'web' | 'app' => (Capacitor.isNativePlatform() ? 'app' : 'web');

/** Opens the provider's payment page: the in-app browser in the packaged app, else this tab. */
export async function openPaymentPage(url: string): Promise<void> {
  if (Capacitor.isNativePlatform()) {
    await Browser.open({ url, presentationStyle: 'fullscreen' });
    return;
  }
  window.location.assign(url);
}

/** Apple Pay only on iOS, Google Pay only on Android; the rest wherever the account has them. */
export function methodsForPlatform(
  methods: readonly PaymentMethod[],
  platform: string = Capacitor.getPlatform(),
): PaymentMethod[] {
  return methods.filter(
    (m) =>
      (m !== 'apple_pay' || platform === 'ios') && (m !== 'google_pay' || platform === 'android'),
  );
}
