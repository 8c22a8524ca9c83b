import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sberidLogins, users } from '../../db/schema';
import type { UserRow } from '../users/repository';

export type SberIdLoginRow = typeof sberidLogins.$inferSelect;

export async function insertPendingLogin(
  db: Db,
  row: {
    state: string;
    nonce: string;
    codeVerifier: string;
    redirectUri: string;
    flow: 'app' | 'redirect';
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(sberidLogins).values(row);
}

/** Old unfinished logins are of no use to anyone: dropped a day after they expired. */
export async function deleteStaleLogins(db: Db, now: Date): Promise<void> {
  await db
    .delete(sberidLogins)
    .where(
      and(
        isNull(sberidLogins.sessionId),
        lt(sberidLogins.expiresAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
}

/**
 * Spends a pending login: one UPDATE that succeeds only for an unused, unexpired state, so
 * two requests with the same state cannot both go on to the token exchange.
 */
export async function claimPendingLogin(
  db: Db,
  state: string,
  now: Date,
): Promise<SberIdLoginRow | undefined> {
  const [row] = await db
    .update(sberidLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(sberidLogins.state, state),
        isNull(sberidLogins.usedAt),
        gt(sberidLogins.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function completeLogin(
  db: Db,
  state: string,
  fields: { sessionId: string; idToken: string | null; jwtExpiresAt: Date | null },
): Promise<void> {
  await db.update(sberidLogins).set(fields).where(eq(sberidLogins.state, state));
}

/** GET /v1/jwt: hands out a finished redirect-flow login once, within its short window. */
export async function takeFinishedLogin(
  db: Db,
  state: string,
  now: Date,
): Promise<SberIdLoginRow | undefined> {
  const [row] = await db
    .update(sberidLogins)
    .set({ jwtTakenAt: now })
    .where(
      and(
        eq(sberidLogins.state, state),
        eq(sberidLogins.flow, 'redirect'),
        isNull(sberidLogins.jwtTakenAt),
        gt(sberidLogins.jwtExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findLoginBySession(
  db: Db,
  sessionId: string,
): Promise<SberIdLoginRow | undefined> {
  const [row] = await db
    .select()
    .from(sberidLogins)
    .where(eq(sberidLogins.sessionId, sessionId))
    .limit(1);
  return row;
}

/** The live person with this Sber subject or, failing that, with this phone. */
export async function findUserForSberId(
  db: Db,
  sub: string,
  phone: string | null,
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        phone ? or(eq(users.sberSub, sub), eq(users.phone, phone)) : eq(users.sberSub, sub),
      ),
    );
}

export async function insertSberIdUser(
  db: Db,
  values: Omit<typeof users.$inferInsert, 'id' | 'loginMethod'>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, loginMethod: 'SBER_ID' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUserFromSberId(
  db: Db,
  id: string,
  fields: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished during Sber ID sign-in');
  return row;
}
