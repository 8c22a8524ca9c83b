import type { VersionInfo } from '@sportkarta/contract';

export type UpdatePlatform = 'ios' | 'android' | 'web';

export type UpdateDecision =
  { kind: 'none' } | { kind: 'optional' | 'required'; version: string; storeUrl: string | null };

/**
 * spec §1: "the update prompt links to the store of the current platform". A newer build on
 * the server → a prompt; our build below the minimum supported one → the prompt cannot be
 * dismissed. On the web there is no store: the page updates itself (storeUrl null).
 */
export function decideUpdate(
  info: VersionInfo,
  appBuild: number,
  platform: UpdatePlatform,
): UpdateDecision {
  if (info.build <= appBuild) return { kind: 'none' };
  const storeUrl = platform === 'web' ? null : info.stores[platform];
  return {
    kind: appBuild < info.minSupportedBuild ? 'required' : 'optional',
    version: info.version,
    storeUrl,
  };
}

export function toUpdatePlatform(capacitorPlatform: string): UpdatePlatform {
  return capacitorPlatform === 'ios' || capacitorPlatform === 'android' ? capacitorPlatform : 'web';
}
