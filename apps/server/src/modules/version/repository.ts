import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appRelease } from '../../db/schema';

export type ReleaseRow = typeof appRelease.$inferSelect;

export async function findCurrentRelease(db: Db): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(appRelease).where(eq(appRelease.id, 1)).limit(1);
  return row;
}
