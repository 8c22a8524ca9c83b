import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneLookups } from '../../db/schema';

// Issue 26: the calls of POST /v1/verified-users, counted for its limits (service.ts).

/** Calls of the person, or from the address, after `since`. */
export async function countLookups(
  db: Db,
  by: { userId: string } | { ip: string },
  since: Date,
): Promise<number> {
  const who = 'userId' in by ? eq(phoneLookups.userId, by.userId) : eq(phoneLookups.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(phoneLookups)
    .where(and(who, gt(phoneLookups.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertLookup(
  db: Db,
  row: { userId: string; ip: string; now: Date },
): Promise<void> {
  await db.insert(phoneLookups).values({ userId: row.userId, ip: row.ip, createdAt: row.now });
}

/** Forgets the calls made before `before` (no limit looks that far back). */
export async function deleteLookupsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(phoneLookups).where(lt(phoneLookups.createdAt, before));
}
