import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlags } from '../../db/schema';

export type FlagRow = typeof featureFlags.$inferSelect;

export function listEnabledFlags(db: Db): Promise<FlagRow[]> {
  return db
    .select()
    .from(featureFlags)
    .where(eq(featureFlags.enabled, true))
    .orderBy(asc(featureFlags.name));
}

export async function setFlagEnabled(db: Db, name: string, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(featureFlags)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(featureFlags.name, name))
    .returning({ name: featureFlags.name });
  return rows.length > 0;
}
