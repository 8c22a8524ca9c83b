import type { Child, ChildInput, ChildRemoved } from '@sportkarta/contract/api/children';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { FileStore } from '../../lib/file-store';
import { deletePhoto, photoUrl, resolvePhoto } from '../../lib/photo-store';
import { deleteScans } from '../../lib/scan-store';
import {
  findChild,
  insertChild,
  listChildren,
  liveHoldingsOfChild,
  lockChild,
  removeChild,
  updateChild,
  type ChildRow,
} from './repository';

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

/**
 * What a freed group place sets off (the sections' waiting list). Passed in by the app, so the
 * children's module stays below the sections' (sections read children, not the other way).
 */
export type PlaceFreed = (tx: Db, groupId: number, now: Date) => Promise<unknown>;

export const CHILD_IN_USE =
  'Профиль нельзя удалить, пока у ребёнка есть действующие билеты или абонементы, ' +
  'неоплаченный заказ или принятая заявка в секцию. Дождитесь окончания, оформите возврат ' +
  'или напишите в поддержку.';

/**
 * DELETE /v1/userInfo/child/{id} (issue 28, docs/api-accounts.md): refused (409) while money or
 * a group place is still in play for the child; otherwise its applications under review are
 * withdrawn, its documents and photo deleted, and the profile removed. Paid history stays.
 */
export async function deleteChild(
  db: Db,
  a: {
    fileStore: FileStore;
    userId: string;
    childId: string;
    now: Date;
    /** Issue 25: gives a group's freed place to its waiting list, in this transaction. */
    placeFreed: PlaceFreed;
  },
): Promise<ChildRemoved> {
  const gone = await db.transaction(async (tx) => {
    const child = await lockChild(tx, a.userId, a.childId);
    if (!child) throw new HttpError('NOT_FOUND', NOT_FOUND);
    const live = await liveHoldingsOfChild(tx, child.id);
    if (live.tickets + live.packages + live.orders + live.sections > 0)
      throw new HttpError('CONFLICT', CHILD_IN_USE);
    const removed = await removeChild(tx, { parentId: a.userId, id: child.id, now: a.now });
    // Issue 25: the places its applications held go to the groups' waiting lists.
    for (const groupId of removed.groupIds) await a.placeFreed(tx, groupId, a.now);
    return { ...removed, photo: child.photo };
  });
  // The files go once the rows are gone for good.
  await deleteScans(a.fileStore, gone.scanTokens);
  await deletePhoto(a.fileStore, gone.photo);
  return {
    id: a.childId,
    withdrawnApplications: gone.withdrawn,
    deletedDocuments: gone.documents,
  };
}
