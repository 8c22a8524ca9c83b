import type { VersionInfo } from '@sportkarta/contract/api/version';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { findCurrentRelease } from './repository';

/** What the update prompt compares the app's own build with (spec §1, issue 2 §5). */
export async function getVersionInfo(db: Db): Promise<VersionInfo> {
  const release = await findCurrentRelease(db);
  // No release row means the seed was switched off and nobody configured one.
  if (!release) throw new HttpError('NOT_FOUND', 'Сведения о версии приложения не заданы');
  return {
    version: release.version,
    build: release.build,
    minSupportedBuild: release.minSupportedBuild,
    stores: { ios: release.iosUrl, android: release.androidUrl },
  };
}
