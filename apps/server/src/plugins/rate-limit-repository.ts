import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// The rate limiter's SQL (plugins/rate-limit.ts): fixed-window counters in PostgreSQL, so N
// stateless API processes share one limit (DESIGN.md "Growing past one machine").

/** Adds `by` to the key's counter of the window starting at `windowStart`; the shared total. */
export async function addToCounter(
  db: Db,
  key: string,
  by: number,
  windowStart: number,
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: by })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${by}` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? by;
}

/** Forgets the windows that started before `before` (ms), so the table stays small. */
export async function deleteWindowsBefore(db: Db, before: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
