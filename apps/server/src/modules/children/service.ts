import type { Child, ChildInput } from '@sportkarta/contract/api/children';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { deletePhoto, photoUrl, resolvePhoto } from '../../lib/photo-store';
import { findChild, insertChild, listChildren, updateChild, type ChildRow } from './repository';
import type { FileStore } from '../../lib/file-store';

const NOT_FOUND = 'Ребёнок не найден';

function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    parentId: row.parentId,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    birthDate: row.birthDate,
    gender: row.gender === 'F' ? 'F' : 'M',
    levelTraining: 'AMATEUR',
    photo: photoUrl(row.photo),
  };
}

export async function getChildren(db: Db, parentId: string): Promise<Child[]> {
  return (await listChildren(db, parentId)).map(toChild);
}

/** spec §7.2 parentId is sent by the app; it may only name the signed-in person. */
function checkParent(input: ChildInput, userId: string): void {
  if (input.parentId !== userId) {
    throw new HttpError('FORBIDDEN', 'Добавлять и менять можно только своих детей');
  }
}

export async function addChild(
  db: Db,
  fileStore: FileStore,
  userId: string,
  input: ChildInput,
  file: Uint8Array | null,
): Promise<Child> {
  checkParent(input, userId);
  const photo = await resolvePhoto(fileStore, null, input.photo, file);
  const row = await insertChild(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName,
    birthDate: input.birthDate,
    gender: input.gender,
    photo: photo.token,
  });
  return toChild(row);
}

export async function editChild(
  db: Db,
  fileStore: FileStore,
  userId: string,
  childId: string,
  input: ChildInput,
  file: Uint8Array | null,
): Promise<Child> {
  checkParent(input, userId);
  const current = await findChild(db, userId, childId);
  if (!current) throw new HttpError('NOT_FOUND', NOT_FOUND);
  const photo = await resolvePhoto(fileStore, current.photo, input.photo, file);
  const row = await updateChild(db, userId, childId, {
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName,
    birthDate: input.birthDate,
    gender: input.gender,
    photo: photo.token,
  });
  if (!row) throw new HttpError('NOT_FOUND', NOT_FOUND);
  await deletePhoto(fileStore, photo.obsolete);
  return toChild(row);
}
