import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  row: {
    userId: string;
    signedInAt: Date;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
  now: Date,
): Promise<SessionRow> {
  const [created] = await db
    .insert(sessions)
    .values({ ...row, createdAt: now, lastSeenAt: now })
    .returning();
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** At most one write a minute per session (the check is in SQL, so concurrent requests agree). */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000))));
}

export async function listActiveSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes one session of this user; false when there is no such active session of theirs. */
export async function revokeSession(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
