// App identity of spec §1/§9: version 1.8.4, build 260 (the update prompt compares builds).
// The one place the packaged apps take their identity from too: `npm run native:sync` writes
// these into capacitor.config.json and the Android and iOS projects (docs/native.md), and the
// web app's native tests fail when a project drifts from them.

export const APP_NAME = 'Спорткарта';
export const APP_VERSION = '1.8.4';
export const APP_BUILD = 260;

/** The store id of both packaged apps (Android applicationId, iOS bundle identifier). */
export const APP_ID = 'ru.sportkarta.app';
/**
 * spec §1 "The app has its own deeplink scheme for returns from external providers":
 * `ru.sportkarta.app://payment/sber` opens /payment/sber in the packaged app.
 */
export const APP_URL_SCHEME = 'ru.sportkarta.app';
/**
 * The web hosts whose links open the packaged app (Android App Links, iOS Universal Links).
 * Each serves /.well-known/assetlinks.json and /.well-known/apple-app-site-association
 * (apps/server: well-known module); the native projects list the same hosts.
 */
export const APP_LINK_HOSTS: readonly string[] = ['sportkarta.ru', 'www.sportkarta.ru'];
