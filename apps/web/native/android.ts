import {
  APP_BUILD,
  APP_LINK_HOSTS,
  APP_URL_SCHEME,
  APP_VERSION,
} from '@sportkarta/contract/config/app';

// What `npm run native:sync` writes into the Android project after `cap sync`, each an
// idempotent text edit of a file the Capacitor CLI generated once (docs/native.md). Each
// managed block sits between marker comments, so a rerun replaces it and nothing else.

/** Android permissions of the app's plugins: the map, photos of the profile and documents, push. */
export const ANDROID_PERMISSIONS = [
  'android.permission.INTERNET',
  // The map and «рядом со мной» (@capacitor/geolocation).
  'android.permission.ACCESS_COARSE_LOCATION',
  'android.permission.ACCESS_FINE_LOCATION',
  // Photos of the profile, a child and the documents (@capacitor/camera), and the door scanner
  // (issue 24): the web view's getUserMedia asks for it through Capacitor's chrome client.
  'android.permission.CAMERA',
  'android.permission.READ_MEDIA_IMAGES',
  // Push notifications, Android 13+ (@capacitor/push-notifications).
  'android.permission.POST_NOTIFICATIONS',
] as const;

const block = (name: string, indent: string, lines: string[]) =>
  [
    `${indent}<!-- sportkarta:${name} (npm run native:sync; edit apps/web/native) -->`,
    ...lines.map((l) => `${indent}${l}`),
    `${indent}<!-- /sportkarta:${name} -->`,
  ].join('\n');

/** Puts `content` in place of the block `name`, or before `anchor` the first time. */
function upsert(text: string, name: string, content: string, anchor: string): string {
  const re = new RegExp(`[ \\t]*<!-- sportkarta:${name} [^]*?<!-- /sportkarta:${name} -->`);
  if (re.test(text)) return text.replace(re, content);
  if (!text.includes(anchor)) throw new Error(`android: нет «${anchor.trim()}» для ${name}`);
  return text.replace(anchor, `${content}\n${anchor}`);
}

/** `prefixes` are the deep-link table's (`deepLinkPrefixes` of @sportkarta/contract/routes). */
export function patchManifest(xml: string, prefixes: readonly string[]): string {
  const paths = prefixes.map((p) =>
    p.endsWith('/') ? `<data android:pathPrefix="${p}" />` : `<data android:path="${p}" />`,
  );
  const links = block('deep-links', '            ', [
    // The app's own scheme: the payment providers' and Sber ID's returns.
    '<intent-filter>',
    '    <action android:name="android.intent.action.VIEW" />',
    '    <category android:name="android.intent.category.DEFAULT" />',
    '    <category android:name="android.intent.category.BROWSABLE" />',
    `    <data android:scheme="${APP_URL_SCHEME}" />`,
    '</intent-filter>',
    // Android App Links: verified against https://<host>/.well-known/assetlinks.json.
    '<intent-filter android:autoVerify="true">',
    '    <action android:name="android.intent.action.VIEW" />',
    '    <category android:name="android.intent.category.DEFAULT" />',
    '    <category android:name="android.intent.category.BROWSABLE" />',
    '    <data android:scheme="https" />',
    ...APP_LINK_HOSTS.map((host) => `    <data android:host="${host}" />`),
    ...paths.map((p) => `    ${p}`),
    '</intent-filter>',
  ]);
  const permissions = block('permissions', '    ', [
    ...ANDROID_PERMISSIONS.map((p) =>
      p === 'android.permission.READ_MEDIA_IMAGES'
        ? `<uses-permission android:name="${p}" />\n    <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" android:maxSdkVersion="32" />`
        : `<uses-permission android:name="${p}" />`,
    ),
    // The map works without GPS hardware (network location), so no device is filtered out.
    '<uses-feature android:name="android.hardware.location.gps" android:required="false" />',
    '<uses-feature android:name="android.hardware.camera" android:required="false" />',
  ]);
  let out = upsert(xml, 'deep-links', links, '        </activity>');
  // The first time: the template's own INTERNET line moves into the managed block.
  if (!out.includes('<!-- sportkarta:permissions ')) {
    out = out.replace(
      '\n    <uses-permission android:name="android.permission.INTERNET" />\n',
      '\n',
    );
  }
  out = upsert(out, 'permissions', permissions, '</manifest>');
  return out;
}

/** versionCode is the build (spec §1: 260), versionName the version (1.8.4). */
export function patchBuildGradle(gradle: string): string {
  return gradle
    .replace(/versionCode \d+/, `versionCode ${APP_BUILD}`)
    .replace(/versionName "[^"]*"/, `versionName "${APP_VERSION}"`);
}

/** The adaptive icon's background: the brand colour behind the full-bleed foreground. */
export function patchIconBackground(xml: string, color: string): string {
  return xml.replace(/(<color name="ic_launcher_background">)[^<]*(<\/color>)/, `$1${color}$2`);
}
