import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginCodes } from '../../db/schema';

export type LoginCodeRow = typeof loginCodes.$inferSelect;

export async function latestCode(db: Db, phone: string): Promise<LoginCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(eq(loginCodes.phone, phone))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row;
}

/** Sends counted from the codes table itself: nothing in memory (DESIGN.md). */
export async function countSends(
  db: Db,
  by: { phone: string } | { ip: string },
  sinceSeconds: number,
  now: Date,
): Promise<number> {
  const who = 'phone' in by ? eq(loginCodes.phone, by.phone) : eq(loginCodes.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(who, gt(loginCodes.createdAt, new Date(now.getTime() - sinceSeconds * 1000))));
  return row?.n ?? 0;
}

export async function insertCode(
  db: Db,
  row: { phone: string; codeHash: string; ttlSeconds: number; ip: string },
  now: Date,
): Promise<void> {
  await db.insert(loginCodes).values({
    phone: row.phone,
    codeHash: row.codeHash,
    ip: row.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + row.ttlSeconds * 1000),
  });
}

/**
 * Spends one attempt before the comparison, atomically: concurrent guesses cannot exceed the
 * limit. Answers the attempts used, or null when none were left (or the code is spent/expired).
 */
export async function spendAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, id),
        isNull(loginCodes.consumedAt),
        lt(loginCodes.attempts, maxAttempts),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request already used it. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return rows.length > 0;
}

/** Old rows are only needed for the daily limit. */
export async function deleteOldCodes(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginCodes)
    .where(lt(loginCodes.createdAt, new Date(now.getTime() - 2 * 86_400_000)));
}
