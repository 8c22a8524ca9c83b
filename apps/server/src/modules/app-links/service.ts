import { APP_ID } from '@sportkarta/contract/config/app';
import { deepLinkPrefixes } from '@sportkarta/contract/routes/deep-links';
import type { AppLinksConfig } from '../../config-app-links';

// Issue 15: the two files Android and iOS read from this host before they let the packaged app
// open its links (App Links, Universal Links). The paths are the web app's deep-link table
// (packages/contract/src/routes/deep-links.ts), the same the native projects claim.

/** Digital Asset Links (developer.android.com/training/app-links/verify-android-applinks). */
export function assetLinks(config: AppLinksConfig) {
  if (config.androidCertSha256.length === 0) return [];
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app' as const,
        package_name: APP_ID,
        sha256_cert_fingerprints: config.androidCertSha256,
      },
    },
  ];
}

/** apple-app-site-association: which paths of this host the iOS app opens. */
export function appleAppSiteAssociation(config: AppLinksConfig) {
  const components = deepLinkPrefixes().map((prefix) => ({
    '/': prefix.endsWith('/') ? `${prefix}*` : prefix,
  }));
  return {
    applinks: {
      details: config.iosTeamId ? [{ appIDs: [`${config.iosTeamId}.${APP_ID}`], components }] : [],
    },
  };
}
