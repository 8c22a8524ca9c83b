import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../errors';
import { demoSealOf } from './demo-seal';
import { copyPhoto, deletePhoto } from '../../lib/photo-store';
import type { UserRow } from '../users/repository';
import type { DemoCopyStep, PreparedDemoRows } from '../../lib/demo-copy-step';
import {
  deleteDemoCopies,
  findDemoTemplate,
  insertDemoUser,
  lockExpiredDemoCopies,
} from './demo-repository';

const HOUR_MS = 3_600_000;
/** Expired copies one demo login removes on the way (the interval sweeps the rest). */
const SWEEP_AT_LOGIN = 5;
/** Copies one interval run removes at most per transaction. */
const SWEEP_BATCH = 500;

/**
 * Deletes demo copies older than DEMO_COPY_TTL_HOURS and their files; answers how many. The
 * steps name their files before the cascade removes the rows that name them.
 */
export async function sweepDemoCopies(
  db: Db,
  files: FileStore,
  config: AppConfig,
  steps: readonly DemoCopyStep[],
  now: Date,
  limit = SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - config.demoCopyTtlHours * HOUR_MS);
  const { gone, afterwards } = await db.transaction(async (tx) => {
    const ids = await lockExpiredDemoCopies(tx, cutoff, limit);
    const cleanups = [];
    for (const step of ids.length > 0 ? steps : []) {
      if (step.sweep) cleanups.push(await step.sweep(tx, ids));
    }
    return { gone: await deleteDemoCopies(tx, ids), afterwards: cleanups };
  });
  await Promise.all([
    ...gone.map((g) => deletePhoto(files, g.photo)),
    ...afterwards.map((removeFiles) => removeFiles(files)),
  ]);
  return gone.length;
}

/**
 * A fresh demo person for one demo login (404 when the seeded template is missing): the user row
 * and what each module's step gives it, in one transaction, in the steps' order.
 */
export async function createDemoCopy(
  db: Db,
  files: FileStore,
  config: AppConfig,
  steps: readonly DemoCopyStep[],
  now: Date,
): Promise<UserRow> {
  const template = await findDemoTemplate(db);
  if (!template) throw new HttpError('NOT_FOUND', 'Демо-доступ отключён');
  await sweepDemoCopies(db, files, config, steps, now, SWEEP_AT_LOGIN);
  const photo = await copyPhoto(files, template.photo);
  const prepared: PreparedDemoRows[] = [];
  try {
    for (const step of steps) prepared.push(await step.prepare(db, files, template.id));
    return await db.transaction(async (tx) => {
      const copy = await insertDemoUser(tx, template, photo, now);
      for (const p of prepared)
        await p.write(tx, {
          userId: copy.id,
          templateId: template.id,
          now,
          realAcquirers: demoSealOf(config.payments).realAcquirers,
        });
      return copy;
    });
  } catch (err) {
    await Promise.all([deletePhoto(files, photo), ...prepared.map((p) => p.discard?.())]);
    throw err;
  }
}
