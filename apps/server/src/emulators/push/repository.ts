import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushEmulatorDeliveries, pushEmulatorSubscriptions } from '../../db/schema';

export async function insertEmulatedSubscription(
  db: Db,
  row: { id: string; privateKey: string; auth: string },
): Promise<void> {
  await db.insert(pushEmulatorSubscriptions).values(row);
}

export async function findEmulatedSubscription(db: Db, id: string) {
  const rows = await db
    .select()
    .from(pushEmulatorSubscriptions)
    .where(eq(pushEmulatorSubscriptions.id, id));
  return rows[0];
}

export async function deleteEmulatedSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushEmulatorSubscriptions).where(eq(pushEmulatorSubscriptions.id, id));
}

export async function insertDelivery(
  db: Db,
  row: { target: string; kind: string; payload: string; ttl: string | null },
): Promise<void> {
  await db.insert(pushEmulatorDeliveries).values(row);
}

/** Newest first. */
export async function listDeliveries(db: Db, target: string | undefined, limit: number) {
  return db
    .select()
    .from(pushEmulatorDeliveries)
    .where(target ? and(eq(pushEmulatorDeliveries.target, target)) : undefined)
    .orderBy(desc(pushEmulatorDeliveries.id))
    .limit(limit);
}
