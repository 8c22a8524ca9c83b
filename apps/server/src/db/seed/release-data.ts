import { APP_BUILD, APP_VERSION } from '@sportkarta/contract/config/app';

/** spec §1: "App version is 1.8.4, build 260; the update prompt links to the store of the current platform." */
export const RELEASE_SEED = {
  version: APP_VERSION,
  build: APP_BUILD,
  // Builds older than this no longer talk to the current API (the prompt becomes mandatory).
  minSupportedBuild: 200,
  iosUrl: 'https://apps.apple.com/ru/app/sportkarta/id6443512874',
  androidUrl: 'https://play.google.com/store/apps/details?id=ru.sportkarta.app',
} as const;
