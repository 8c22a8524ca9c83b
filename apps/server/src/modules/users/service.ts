import type { User, UserUpdate } from '@sportkarta/contract/api/user';
import { normalizePhone } from '@sportkarta/contract/api/auth';
import { PHONE_PATTERN } from '@sportkarta/contract/validation-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { revokeAllSessions } from '../auth/session-repository';
import { deleteChildrenOf } from '../children/repository';
import { toUser } from './mapper';
import { deletePhoto, normalisePhoto, savePhoto } from './photo-store';
import { anonymiseUser, findRegisteredPhones, findUserById, updateUserProfile } from './repository';

export async function getUser(db: Db, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError('UNAUTHORIZED');
  return toUser(row);
}

/**
 * Photo handling shared by the profile and children: a new file replaces the old one (the old
 * file is deleted after the row points at the new one); `photo: ''` removes it.
 */
export async function resolvePhoto(
  uploadsDir: string,
  current: string | null,
  sent: string | null | undefined,
  file: Uint8Array | null,
): Promise<{ token: string | null; obsolete: string | null }> {
  if (file) {
    const token = await savePhoto(uploadsDir, await normalisePhoto(file));
    return { token, obsolete: current };
  }
  if (sent === '' || sent === null) return { token: null, obsolete: current };
  return { token: current, obsolete: null };
}

/** POST /v1/userInfo: phone is never changed here (spec §5). */
export async function updateUser(
  db: Db,
  uploadsDir: string,
  userId: string,
  input: UserUpdate,
  file: Uint8Array | null,
): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current) throw new HttpError('UNAUTHORIZED');
  const photo = await resolvePhoto(uploadsDir, current.photo, input.photo, file);
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
    await deletePhoto(uploadsDir, photo.token === current.photo ? null : photo.token);
    throw new HttpError('UNAUTHORIZED');
  }
  await deletePhoto(uploadsDir, photo.obsolete);
  return toUser(row);
}

/** Only matching numbers come back, normalised; nothing else about the people (no enumeration of details). */
export async function verifiedPhones(db: Db, phones: string[]): Promise<string[]> {
  const normalised = [...new Set(phones.map(normalizePhone).filter((p) => PHONE_PATTERN.test(p)))];
  const found = new Set(await findRegisteredPhones(db, normalised));
  return normalised.filter((p) => found.has(p));
}

/**
 * POST /v1/mobile/user/deleteRegistration: personal data removed (names, phone, email, INN,
 * photos, children, agreements), sessions revoked; a tombstone row keeps the id.
 */
export async function deleteAccount(db: Db, uploadsDir: string, userId: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError('UNAUTHORIZED');
  if (user.isDemo) throw new HttpError('FORBIDDEN', 'Демо-аккаунт нельзя удалить');
  const childPhotos = await db.transaction(async (tx) => {
    const photos = await deleteChildrenOf(tx, userId);
    await anonymiseUser(tx, userId);
    await revokeAllSessions(tx, userId);
    return photos;
  });
  await Promise.all([user.photo, ...childPhotos].map((p) => deletePhoto(uploadsDir, p)));
}
