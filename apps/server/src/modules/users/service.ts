import type { User, UserUpdate } from '@sportkarta/contract/api/user';
import { normalizePhone } from '@sportkarta/contract/api/auth';
import { PHONE_PATTERN } from '@sportkarta/contract/validation-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { toUser } from './mapper';
import { deletePhoto, resolvePhoto } from '../../lib/photo-store';
import { findRegisteredPhones, findUserById, updateUserProfile } from './repository';
import type { FileStore } from '../../lib/file-store';
import { countLookups, deleteLookupsBefore, insertLookup } from './lookup-repository';

export async function getUser(db: Db, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError('UNAUTHORIZED');
  return toUser(row);
}

/** POST /v1/userInfo: phone is never changed here (spec §5). */
export async function updateUser(
  db: Db,
  fileStore: FileStore,
  userId: string,
  input: UserUpdate,
  file: Uint8Array | null,
): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current) throw new HttpError('UNAUTHORIZED');
  const photo = await resolvePhoto(fileStore, current.photo, input.photo, file);
  const row = await updateUserProfile(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName,
    birthDate: input.birthDate,
    gender: input.gender,
    email: input.email,
    inn: input.inn,
    photo: photo.token,
  });
  if (!row) {
    await deletePhoto(fileStore, photo.token === current.photo ? null : photo.token);
    throw new HttpError('UNAUTHORIZED');
  }
  await deletePhoto(fileStore, photo.obsolete);
  return toUser(row);
}

const HOUR_MS = 3_600_000;
/** Calls of POST /v1/verified-users one person may make in an hour (issue 26). */
export const LOOKUPS_PER_PERSON_HOUR = 10;
/** Calls from one client address in an hour (several people behind one address). */
export const LOOKUPS_PER_IP_HOUR = 30;
export const LOOKUPS_LIMITED = 'Слишком много проверок номеров из контактов. Попробуйте через час';

/**
 * POST /v1/verified-users: which of the numbers belong to people who allowed being found by
 * number — normalised, nothing else about them; a number whose owner did not allow it answers
 * as an unknown one. Limited per person and per client address (429); every call counts,
 * whatever it finds, so a run through numbers stops at the limit.
 */
export async function verifiedPhones(
  db: Db,
  a: { userId: string; ip: string; phones: string[]; now: Date },
): Promise<string[]> {
  const since = new Date(a.now.getTime() - HOUR_MS);
  const [mine, fromIp] = await Promise.all([
    countLookups(db, { userId: a.userId }, since),
    countLookups(db, { ip: a.ip }, since),
  ]);
  if (mine >= LOOKUPS_PER_PERSON_HOUR || fromIp >= LOOKUPS_PER_IP_HOUR)
    throw new HttpError('RATE_LIMITED', LOOKUPS_LIMITED);
  await insertLookup(db, { userId: a.userId, ip: a.ip, now: a.now });
  // Rows older than a day are no longer needed by any limit.
  if (Math.random() < 0.01) await deleteLookupsBefore(db, new Date(a.now.getTime() - 24 * HOUR_MS));
  const normalised = [
    ...new Set(a.phones.map(normalizePhone).filter((p) => PHONE_PATTERN.test(p))),
  ];
  const found = new Set(await findRegisteredPhones(db, normalised));
  return normalised.filter((p) => found.has(p));
}
