import type {
  CheckInConflict,
  CheckInList,
  CheckInListInput,
} from '@sportkarta/contract/api/venue-staff';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appendAudit } from '../staff-audit/append';
import { findAudit } from '../staff-audit/repository';
import { deleteList, insertList, listsOf, updateList } from './lists-repository';

// Issue 24: a venue's check-in lists, kept by its administrator (checkin.lists); every change
// is in the audit log. And the conflicts the sync found, read back from that log.

export const LIST_NOT_FOUND = 'Список входа не найден';

export async function checkInLists(db: Db, complexId: number): Promise<{ lists: CheckInList[] }> {
  return { lists: await listsOf(db, complexId) };
}

type Change = { complexId: number; userId: string; now: Date };

export function createList(db: Db, c: Change, input: CheckInListInput): Promise<CheckInList> {
  return db.transaction(async (tx) => {
    const made = await insertList(tx, c.complexId, input, c.now);
    await audit(tx, c, made.id, null, made);
    return made;
  });
}

export function changeList(
  db: Db,
  c: Change,
  id: number,
  input: CheckInListInput,
): Promise<CheckInList> {
  return db.transaction(async (tx) => {
    const before = (await listsOf(tx, c.complexId)).find((l) => l.id === id);
    const after = await updateList(tx, c.complexId, id, input);
    if (!before || !after) throw new HttpError('NOT_FOUND', LIST_NOT_FOUND);
    await audit(tx, c, id, before, after);
    return after;
  });
}

export function removeList(db: Db, c: Change, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const gone = await deleteList(tx, c.complexId, id);
    if (!gone) throw new HttpError('NOT_FOUND', LIST_NOT_FOUND);
    await audit(tx, c, id, gone, null);
  });
}

function audit(tx: Db, c: Change, id: number, before: unknown, after: unknown) {
  return appendAudit(tx, {
    complexId: c.complexId,
    actorUserId: c.userId,
    kind: 'CHECK_IN_LIST',
    at: c.now,
    objectType: 'check_in_list',
    objectId: String(id),
    before,
    after,
  });
}

/** GET …/check-in-conflicts: the newest 200 conflicts the syncs found. */
export async function checkInConflicts(
  db: Db,
  complexId: number,
): Promise<{ conflicts: CheckInConflict[] }> {
  const rows = await findAudit(db, { complexId, kind: 'CHECK_IN_CONFLICT', limit: 200 });
  return {
    conflicts: rows.map((r) => {
      const after = (r.after ?? {}) as Record<string, unknown>;
      const text = (k: string) => (typeof after[k] === 'string' ? (after[k] as string) : '');
      return {
        id: String(r.id),
        at: r.at.toISOString(),
        scannedAt: text('scannedAt'),
        deviceId: r.deviceId,
        staffName: r.actorName,
        qrCodeId: text('qrCodeId'),
        title: text('title'),
        holderName: text('holderName'),
        orderNumber: r.orderNumber,
        result: text('result'),
        message: text('message'),
      };
    }),
  };
}
