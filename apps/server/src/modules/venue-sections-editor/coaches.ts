import type { z } from 'zod';
import type {
  CreateCoachRequestSchema,
  EditorCoach,
  UpdateCoachRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { FileStore } from '../../lib/file-store';
import {
  deletePhoto,
  normalisePhoto,
  PHOTO_URL_PREFIX,
  photoUrl,
  savePhoto,
} from '../../lib/photo-store';
import { createOnce, patchOnce, type Actor, type CatalogueDeps } from '../venue-catalogue/service';
import { coachesOf, insertCoach, updateCoach, type CoachRow } from './repository';

// Issue 25: the venue's coach cards — name, sports status and title or category, about, years
// of experience — made once per key and changed with an audit entry. Coaches are not deleted
// (groups and substitutions name them). The photo is uploaded on its own (setCoachPhoto).

export const COACH_NOT_FOUND = 'Тренер не найден';

type CoachInput = z.output<typeof CreateCoachRequestSchema>;

export function coachView(c: CoachRow): EditorCoach {
  return {
    id: c.id,
    lastName: c.lastName,
    firstName: c.firstName,
    middleName: c.middleName,
    sportsStatus: c.sportsStatus === 'AMATEUR' ? 'AMATEUR' : 'SPORTSMAN',
    sportsStatusLevel: c.sportsStatusLevel,
    about: c.about,
    experienceYears: c.experienceYears,
    photos: c.photos,
  };
}

// ---- coaches -------------------------------------------------------------------------------

export async function createCoach(
  deps: CatalogueDeps,
  a: Actor & { body: CoachInput },
): Promise<{ coach: EditorCoach; fresh: boolean }> {
  const { idempotencyKey, ...fields } = a.body;
  const find = async (db: Db) =>
    (await coachesOf(db, { complexId: a.complexId, key: idempotencyKey }))[0];
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) => insertCoach(tx, { ...fields, complexId: a.complexId, idempotencyKey }),
    same: (r) => r.lastName === fields.lastName && r.firstName === fields.firstName,
    conflict: 'Этот ключ запроса уже использован для другого тренера',
    kind: 'COACH_CREATE',
    objectType: 'coach',
    after: fields,
  });
  return { coach: coachView(row), fresh };
}

const coachFields = (c: CoachRow) => ({
  lastName: c.lastName,
  firstName: c.firstName,
  middleName: c.middleName,
  sportsStatus: c.sportsStatus,
  sportsStatusLevel: c.sportsStatusLevel,
  about: c.about,
  experienceYears: c.experienceYears,
});

export async function updateCoachOf(
  deps: CatalogueDeps,
  a: Actor & { coachId: number; body: UpdateCoachRequest },
): Promise<EditorCoach> {
  const one = (db: Db, lock?: boolean) =>
    coachesOf(db, { complexId: a.complexId, coachId: a.coachId, lock }).then((r) => r[0]);
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: COACH_NOT_FOUND,
    plan: async (_tx, row) => ({ current: coachFields(row), next: a.body }),
    write: (tx, set) => updateCoach(tx, a.coachId, set),
    kind: 'COACH_UPDATE',
    objectType: 'coach',
    objectId: a.coachId,
  });
  return coachView((await one(deps.db))!);
}

/** The photo store's token of a coach's photo address (the seed's drawn ones have none). */
const storedToken = (url: string | undefined) =>
  url?.startsWith(PHOTO_URL_PREFIX)
    ? url.slice(PHOTO_URL_PREFIX.length).replace(/\.jpg$/, '')
    : null;

/**
 * POST …/coaches/{coachId}/photo: the avatar pipeline (lib/photo-store: type by content, JPEG
 * of at most 500×500, metadata dropped) makes the coach's one photo; the change is audited as
 * COACH_UPDATE. The replaced file is deleted once the row names the new one; a failed write
 * deletes the new file instead.
 */
export async function setCoachPhoto(
  deps: CatalogueDeps & { files: FileStore },
  a: Actor & { coachId: number; photo: Uint8Array },
): Promise<EditorCoach> {
  const one = (db: Db, lock?: boolean) =>
    coachesOf(db, { complexId: a.complexId, coachId: a.coachId, lock }).then((r) => r[0]);
  if (!(await one(deps.db))) throw new HttpError('NOT_FOUND', COACH_NOT_FOUND);
  const token = await savePhoto(deps.files, await normalisePhoto(a.photo, { webp: true }));
  let replaced: string[] = [];
  try {
    await patchOnce(deps, a, {
      lock: (tx) => one(tx, true),
      notFound: COACH_NOT_FOUND,
      plan: async (_tx, row) => {
        replaced = row.photos;
        return { current: { photos: row.photos }, next: { photos: [photoUrl(token)!] } };
      },
      write: (tx, set) => updateCoach(tx, a.coachId, set),
      kind: 'COACH_UPDATE',
      objectType: 'coach',
      objectId: a.coachId,
    });
  } catch (err) {
    await deletePhoto(deps.files, token);
    throw err;
  }
  for (const url of replaced) await deletePhoto(deps.files, storedToken(url));
  return coachView((await one(deps.db))!);
}
