import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agreements, userAgreements } from '../../db/schema';

export type AgreementRow = typeof agreements.$inferSelect;

/** The highest published version of each kind. */
export async function currentAgreements(db: Db): Promise<AgreementRow[]> {
  return db
    .selectDistinctOn([agreements.kind])
    .from(agreements)
    .orderBy(agreements.kind, sql`${agreements.version} desc`);
}

/** `kind:version` strings this person has accepted. */
export async function acceptedVersions(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ agreement: userAgreements.agreement, version: userAgreements.version })
    .from(userAgreements)
    .where(eq(userAgreements.userId, userId));
  return new Set(rows.map((r) => `${r.agreement}:${r.version}`));
}

export async function insertAcceptances(
  db: Db,
  userId: string,
  items: { agreement: string; version: number }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(userAgreements)
    .values(items.map((i) => ({ userId, ...i })))
    .onConflictDoNothing();
}

export async function hasAcceptance(
  db: Db,
  userId: string,
  agreement: string,
  version: number,
): Promise<boolean> {
  const rows = await db
    .select({ v: userAgreements.version })
    .from(userAgreements)
    .where(
      and(
        eq(userAgreements.userId, userId),
        eq(userAgreements.agreement, agreement),
        eq(userAgreements.version, version),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Copies one person's accepted agreements to another (a demo copy), accepted `now`. */
export async function copyAcceptances(
  db: Db,
  fromId: string,
  toId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into user_agreements (user_id, agreement, version, accepted_at)
    select ${toId}, agreement, version, ${now} from user_agreements where user_id = ${fromId}`);
}
