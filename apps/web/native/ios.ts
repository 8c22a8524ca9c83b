import plist, { type PlistObject } from 'plist';
import {
  APP_BUILD,
  APP_LINK_HOSTS,
  APP_URL_SCHEME,
  APP_VERSION,
} from '@sportkarta/contract/config/app';
import { ruNative } from '../src/i18n/ru-native';

// What `npm run native:sync` writes into the iOS project after `cap sync` (docs/native.md):
// Info.plist keys, the entitlements and the version settings, each set to the same value on
// every run.

export const ENTITLEMENTS_FILE = 'App/App.entitlements';

/** Info.plist: the Russian purpose strings, the app's scheme, push in the background. */
export function patchInfoPlist(xml: string): string {
  const info = plist.parse(xml) as PlistObject;
  Object.assign(info, {
    CFBundleDevelopmentRegion: 'ru',
    NSLocationWhenInUseUsageDescription: ruNative.location,
    NSCameraUsageDescription: ruNative.camera,
    NSPhotoLibraryUsageDescription: ruNative.photos,
    NSPhotoLibraryAddUsageDescription: ruNative.photosAdd,
    CFBundleURLTypes: [{ CFBundleURLName: APP_URL_SCHEME, CFBundleURLSchemes: [APP_URL_SCHEME] }],
    UIBackgroundModes: ['remote-notification'],
  });
  return plist.build(info, { indent: '\t' }) + '\n';
}

/** Push (aps-environment) and Universal Links (associated domains of every link host). */
export function entitlements(): string {
  return (
    plist.build(
      {
        // Xcode signs a distribution build with 'production' whatever this says.
        'aps-environment': 'development',
        'com.apple.developer.associated-domains': APP_LINK_HOSTS.map((h) => `applinks:${h}`),
      },
      { indent: '\t' },
    ) + '\n'
  );
}

/** MARKETING_VERSION 1.8.4 and CURRENT_PROJECT_VERSION 260 (spec §1), the entitlements file. */
export function patchPbxproj(pbx: string): string {
  let out = pbx
    .replace(/MARKETING_VERSION = [^;]+;/g, `MARKETING_VERSION = ${APP_VERSION};`)
    .replace(/CURRENT_PROJECT_VERSION = [^;]+;/g, `CURRENT_PROJECT_VERSION = ${APP_BUILD};`);
  if (!out.includes('CODE_SIGN_ENTITLEMENTS')) {
    // The app target's two configurations are the ones with INFOPLIST_FILE.
    out = out.replace(
      /(\n(\s*)INFOPLIST_FILE = App\/Info\.plist;)/g,
      `\n$2CODE_SIGN_ENTITLEMENTS = ${ENTITLEMENTS_FILE};$1`,
    );
  }
  return out;
}

const PUSH_FORWARDING = `
    // Push (@capacitor/push-notifications): the device token goes to the plugin.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        NotificationCenter.default.post(name: .capacitorDidRegisterForRemoteNotifications, object: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        NotificationCenter.default.post(name: .capacitorDidFailToRegisterForRemoteNotifications, object: error)
    }
}
`;

/** AppDelegate.swift forwards the push token to the plugin (Capacitor's push guide). */
export function patchAppDelegate(swift: string): string {
  if (swift.includes('capacitorDidRegisterForRemoteNotifications')) return swift;
  const end = swift.lastIndexOf('}');
  return swift.slice(0, end).trimEnd() + '\n' + PUSH_FORWARDING;
}
