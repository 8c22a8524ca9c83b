// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import plist, { type PlistObject } from 'plist';
import sharp from 'sharp';
import {
  APP_BUILD,
  APP_ID,
  APP_LINK_HOSTS,
  APP_NAME,
  APP_URL_SCHEME,
  APP_VERSION,
} from '@sportkarta/contract/config/app';
import { deepLinkPrefixes } from '@sportkarta/contract/routes/deep-links';
import { ruNative } from '../src/i18n/ru-native';
import { ANDROID_PERMISSIONS, patchBuildGradle, patchManifest } from './android';
import { entitlements, patchAppDelegate, patchInfoPlist, patchPbxproj } from './ios';
import { CAPACITOR_PLUGINS, capacitorConfig } from './native-config';

// Issue 15: the generated Android and iOS projects read back and compared with the web app and
// the contract. A failure here means a project drifted: run `npm run native:sync` and commit.

const web = path.resolve(import.meta.dirname, '..');
const read = (...parts: string[]) => readFileSync(path.join(web, ...parts), 'utf8');
const manifest = read('android/app/src/main/AndroidManifest.xml');
const gradle = read('android/app/build.gradle');
const infoXml = read('ios/App/App/Info.plist');
const info = plist.parse(infoXml) as PlistObject;
const pbx = read('ios/App/App.xcodeproj/project.pbxproj');
const sync = '— запустите npm run native:sync и закоммитьте android/ и ios/';

describe('the packaged apps match the contract and the web app', () => {
  it('app id, name, version 1.8.4 and build 260 (spec §1)', () => {
    expect(JSON.parse(read('capacitor.config.json'))).toEqual(capacitorConfig);
    expect(gradle).toContain(`applicationId "${APP_ID}"`);
    expect(gradle).toContain(`versionCode ${APP_BUILD}`);
    expect(gradle).toContain(`versionName "${APP_VERSION}"`);
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      `<string name="app_name">${APP_NAME}</string>`,
    );
    expect(info.CFBundleDisplayName).toBe(APP_NAME);
    expect(info.CFBundleShortVersionString).toBe('$(MARKETING_VERSION)');
    expect(info.CFBundleVersion).toBe('$(CURRENT_PROJECT_VERSION)');
    expect(pbx.match(/MARKETING_VERSION = ([^;]+);/g)).toEqual([
      `MARKETING_VERSION = ${APP_VERSION};`,
      `MARKETING_VERSION = ${APP_VERSION};`,
    ]);
    expect(pbx.match(/CURRENT_PROJECT_VERSION = ([^;]+);/g)).toEqual([
      `CURRENT_PROJECT_VERSION = ${APP_BUILD};`,
      `CURRENT_PROJECT_VERSION = ${APP_BUILD};`,
    ]);
    expect(pbx.match(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)).toEqual([
      `PRODUCT_BUNDLE_IDENTIFIER = ${APP_ID};`,
      `PRODUCT_BUNDLE_IDENTIFIER = ${APP_ID};`,
    ]);
  });

  it("the app's scheme and the verified link hosts and paths", () => {
    expect(manifest).toContain(`<data android:scheme="${APP_URL_SCHEME}" />`);
    expect(manifest).toContain('<intent-filter android:autoVerify="true">');
    const hosts = [...manifest.matchAll(/android:host="([^"]+)"/g)].map((m) => m[1]);
    expect(hosts).toEqual([...APP_LINK_HOSTS]);
    const paths = [...manifest.matchAll(/android:path(?:Prefix)?="([^"]+)"/g)].map((m) => m[1]);
    expect(paths).toEqual(deepLinkPrefixes());
    expect(info.CFBundleURLTypes).toEqual([
      { CFBundleURLName: APP_URL_SCHEME, CFBundleURLSchemes: [APP_URL_SCHEME] },
    ]);
    const ent = plist.parse(read('ios/App/App/App.entitlements')) as PlistObject;
    expect(ent['com.apple.developer.associated-domains']).toEqual(
      APP_LINK_HOSTS.map((h) => `applinks:${h}`),
    );
    expect(pbx.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
  });

  it('permissions, with the Russian purpose strings on iOS', () => {
    for (const permission of ANDROID_PERMISSIONS) {
      expect(manifest).toContain(`<uses-permission android:name="${permission}" />`);
    }
    expect(info.NSLocationWhenInUseUsageDescription).toBe(ruNative.location);
    expect(info.NSCameraUsageDescription).toBe(ruNative.camera);
    expect(info.NSPhotoLibraryUsageDescription).toBe(ruNative.photos);
    expect(info.NSPhotoLibraryAddUsageDescription).toBe(ruNative.photosAdd);
    expect(info.UIBackgroundModes).toEqual(['remote-notification']);
    const ent = plist.parse(read('ios/App/App/App.entitlements')) as PlistObject;
    expect(ent['aps-environment']).toBe('development');
    expect(read('ios/App/App/AppDelegate.swift')).toContain(
      'capacitorDidRegisterForRemoteNotifications',
    );
  });

  it('every Capacitor plugin of the web app is registered in both projects', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const plugins = Object.keys(pkg.dependencies).filter(
      (name) => name.startsWith('@capacitor/') && name !== '@capacitor/core',
    );
    expect(plugins).toEqual([...CAPACITOR_PLUGINS]);
    const settings = read('android/capacitor.settings.gradle');
    const build = read('android/app/capacitor.build.gradle');
    const spm = read('ios/App/CapApp-SPM/Package.swift');
    for (const plugin of plugins) {
      const gradleName = plugin.replace('@capacitor/', 'capacitor-');
      expect(settings, `${plugin} ${sync}`).toContain(`include ':${gradleName}'`);
      expect(build, `${plugin} ${sync}`).toContain(`implementation project(':${gradleName}')`);
      expect(spm, `${plugin} ${sync}`).toContain(`node_modules/${plugin}"`);
    }
  });

  it('the sync has nothing left to change (nothing edited by hand since)', () => {
    expect(patchManifest(manifest, deepLinkPrefixes()), sync).toBe(manifest);
    expect(patchBuildGradle(gradle), sync).toBe(gradle);
    expect(patchInfoPlist(infoXml), sync).toBe(infoXml);
    expect(patchPbxproj(pbx), sync).toBe(pbx);
    expect(read('ios/App/App/App.entitlements'), sync).toBe(entitlements());
    const delegate = read('ios/App/App/AppDelegate.swift');
    expect(patchAppDelegate(delegate), sync).toBe(delegate);
  });

  it('icons and splash screens drawn from native/icon.svg are in place', async () => {
    const size = async (file: string) => {
      const { width, height } = await sharp(path.join(web, file)).metadata();
      return [width, height];
    };
    expect(await size('ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png')).toEqual(
      [1024, 1024],
    );
    expect(
      (
        await sharp(
          path.join(web, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'),
        ).metadata()
      ).hasAlpha,
    ).toBe(false);
    expect(await size('android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png')).toEqual([
      192, 192,
    ]);
    expect(await size('android/app/src/main/res/drawable-port-xxxhdpi/splash.png')).toEqual([
      1280, 1920,
    ]);
    expect(await size('public/icons/icon-512.png')).toEqual([512, 512]);
  });
});
