import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { HttpError } from '../../errors';
import { discardDemoScans, prepareDemoScans } from '../permit-docs/demo';
import { deleteScans } from '../permit-docs/scan-store';
import { copyPhoto, deletePhoto } from '../profile-media/photo-store';
import type { UserRow } from '../users/repository';
import { deleteExpiredDemoCopies, findDemoTemplate, insertDemoCopy } from './demo-repository';

const HOUR_MS = 3_600_000;
/** Expired copies one demo login removes on the way (the interval sweeps the rest). */
const SWEEP_AT_LOGIN = 5;
/** Copies one interval run removes at most per statement. */
const SWEEP_BATCH = 500;

/** Deletes demo copies older than DEMO_COPY_TTL_HOURS and their files; answers how many. */
export async function sweepDemoCopies(
  db: Db,
  config: AppConfig,
  now: Date,
  limit = SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - config.demoCopyTtlHours * HOUR_MS);
  const gone = await deleteExpiredDemoCopies(db, cutoff, limit);
  await Promise.all(gone.map((g) => deletePhoto(config.uploadsDir, g.photo)));
  await deleteScans(
    config.uploadsDir,
    gone.flatMap((g) => g.scans),
  );
  return gone.length;
}

/** A fresh demo person for one demo login (404 when the seeded template is missing). */
export async function createDemoCopy(db: Db, config: AppConfig, now: Date): Promise<UserRow> {
  const template = await findDemoTemplate(db);
  if (!template) throw new HttpError('NOT_FOUND', 'Демо-доступ отключён');
  await sweepDemoCopies(db, config, now, SWEEP_AT_LOGIN);
  const photo = await copyPhoto(config.uploadsDir, template.photo);
  const scans = await prepareDemoScans(db, config.uploadsDir, template.id);
  try {
    return await insertDemoCopy(db, template, { photo, scans }, now);
  } catch (err) {
    await Promise.all([
      deletePhoto(config.uploadsDir, photo),
      discardDemoScans(config.uploadsDir, scans),
    ]);
    throw err;
  }
}
