import type { User, UserUpdate } from '@sportkarta/contract/api/user';
import { normalizePhone } from '@sportkarta/contract/api/auth';
import { PHONE_PATTERN } from '@sportkarta/contract/validation-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { toUser } from './mapper';
import { deletePhoto, resolvePhoto } from '../../lib/photo-store';
import { findRegisteredPhones, findUserById, updateUserProfile } from './repository';
import type { FileStore } from '../../lib/file-store';

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

/** Only matching numbers come back, normalised; nothing else about the people (no enumeration of details). */
export async function verifiedPhones(db: Db, phones: string[]): Promise<string[]> {
  const normalised = [...new Set(phones.map(normalizePhone).filter((p) => PHONE_PATTERN.test(p)))];
  const found = new Set(await findRegisteredPhones(db, normalised));
  return normalised.filter((p) => found.has(p));
}
