import { APP_ID, APP_NAME } from '@sportkarta/contract/config/app';

// The Capacitor configuration of the packaged apps, built from the contract's app identity
// (packages/contract/src/config/app.ts): `npm run native:sync` writes it to
// apps/web/capacitor.config.json, which the Capacitor CLI reads. Edit here, not there.

export const capacitorConfig = {
  appId: APP_ID,
  appName: APP_NAME,
  webDir: 'dist',
  // The web app is served from https://localhost inside the web view (Capacitor 8's default,
  // spelt out): its storage and service-worker-free start do not depend on a remote origin.
  server: { androidScheme: 'https', iosScheme: 'capacitor' },
  android: { allowMixedContent: false },
  ios: { contentInset: 'never' },
  plugins: {
    // Notifications show while the app is open too (spec §2.3: notifications).
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
} as const;

/** The Capacitor plugins the packaged apps carry: every @capacitor/* runtime dependency. */
export const CAPACITOR_PLUGINS = [
  '@capacitor/app',
  '@capacitor/browser',
  '@capacitor/camera',
  '@capacitor/clipboard',
  '@capacitor/geolocation',
  '@capacitor/preferences',
  '@capacitor/push-notifications',
] as const;
