import type { CheckInList, CheckInListInput } from '@sportkarta/contract/api/venue-staff';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkInLists } from '../../db/schema';

// Issue 24: a venue's check-in lists (which products its doors admit, the window, re-entry).

const columns = {
  id: checkInLists.id,
  complexId: checkInLists.complexId,
  name: checkInLists.name,
  allProducts: checkInLists.allProducts,
  eventIds: checkInLists.eventIds,
  serviceIds: checkInLists.serviceIds,
  packageIds: checkInLists.packageIds,
  admitBeforeMinutes: checkInLists.admitBeforeMinutes,
  admitAfterStartMinutes: checkInLists.admitAfterStartMinutes,
  reentry: checkInLists.reentry,
};

export function listsOf(db: Db, complexId: number): Promise<CheckInList[]> {
  return db
    .select(columns)
    .from(checkInLists)
    .where(eq(checkInLists.complexId, complexId))
    .orderBy(asc(checkInLists.id));
}

export async function insertList(
  db: Db,
  complexId: number,
  input: CheckInListInput,
  now: Date,
): Promise<CheckInList> {
  const [row] = await db
    .insert(checkInLists)
    .values({ ...input, complexId, createdAt: now })
    .returning(columns);
  return row!;
}

export async function updateList(
  db: Db,
  complexId: number,
  id: number,
  input: CheckInListInput,
): Promise<CheckInList | undefined> {
  const [row] = await db
    .update(checkInLists)
    .set(input)
    .where(and(eq(checkInLists.id, id), eq(checkInLists.complexId, complexId)))
    .returning(columns);
  return row;
}

export async function deleteList(
  db: Db,
  complexId: number,
  id: number,
): Promise<CheckInList | undefined> {
  const [row] = await db
    .delete(checkInLists)
    .where(and(eq(checkInLists.id, id), eq(checkInLists.complexId, complexId)))
    .returning(columns);
  return row;
}
