import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { notifications, pushSubscriptions, sessions } from '../../db/schema';

// Issue 14: the devices registered for push, and the outbox of notifications to push.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface Registration {
  userId: string;
  sessionId: string;
  deviceId: string;
  clientId: string;
  kind: 'WEB_PUSH' | 'FCM' | 'APNS';
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  registrationId: string | null;
  active: boolean;
  operationTm: Date;
}

/**
 * Registers (or switches off) the person's device; an older operation than the one stored
 * changes nothing. The push address now belongs to this person: another person's row with the
 * same address (the device changed hands) is dropped. Answers the row as it is afterwards.
 */
export async function upsertRegistration(
  db: Db,
  r: Registration,
  now: Date,
): Promise<PushSubscriptionRow> {
  return db.transaction(async (tx) => {
    const values = { ...r, failures: 0, createdAt: now, updatedAt: now };
    const { userId: _u, deviceId: _d, clientId: _c, ...changes } = values;
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.deviceId, pushSubscriptions.clientId],
        set: { ...changes, createdAt: sql`${pushSubscriptions.createdAt}` },
        setWhere: sql`${pushSubscriptions.operationTm} <= excluded.operation_tm`,
      });
    const address = r.endpoint
      ? eq(pushSubscriptions.endpoint, r.endpoint)
      : eq(pushSubscriptions.registrationId, r.registrationId ?? '');
    await tx.delete(pushSubscriptions).where(and(ne(pushSubscriptions.userId, r.userId), address));
    const rows = await tx
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, r.userId),
          eq(pushSubscriptions.deviceId, r.deviceId),
          eq(pushSubscriptions.clientId, r.clientId),
        ),
      );
    return rows[0]!;
  });
}

/** Switches the person's device off; false when they have no such registration. */
export async function deactivateRegistration(
  db: Db,
  key: { userId: string; deviceId: string; clientId: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(pushSubscriptions)
    .set({
      active: false,
      operationTm: sql`greatest(${pushSubscriptions.operationTm}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(pushSubscriptions.userId, key.userId),
        eq(pushSubscriptions.deviceId, key.deviceId),
        eq(pushSubscriptions.clientId, key.clientId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

const PendingPushSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
export type PendingPush = z.infer<typeof PendingPushSchema>;

/** A claim older than this is taken to have died with its process and is taken again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** A push the device did not get within a day is not sent any more (the list keeps it). */
const PUSH_MAX_AGE_MS = 24 * 60 * 60_000;

/** Takes up to `limit` notifications to push (several processes take different ones). */
export async function claimPending(db: Db, now: Date, limit: number): Promise<PendingPush[]> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const oldest = new Date(now.getTime() - PUSH_MAX_AGE_MS).toISOString();
  await db
    .update(notifications)
    .set({ pushState: 'done' })
    .where(and(ne(notifications.pushState, 'done'), lt(notifications.createdAt, new Date(oldest))));
  // raw SQL: `for update skip locked` in the subquery lets several processes claim apart
  return queryRows(
    db,
    sql`update notifications n set push_state = 'sending', push_claimed_at = ${at}::timestamptz
         where n.id in (
           select id from notifications
            where (push_state = 'pending'
                   or (push_state = 'sending' and push_claimed_at < ${stale}::timestamptz))
            order by created_at
            limit ${limit}
            for update skip locked)
        returning n.id, n.user_id as "userId", n.title, n.body, n.link`,
    PendingPushSchema,
  );
}

export async function markPushed(db: Db, ids: string[]): Promise<void> {
  if (ids.length)
    await db.update(notifications).set({ pushState: 'done' }).where(inArray(notifications.id, ids));
}

/** Active registrations of these people whose session still lives. */
export async function liveSubscriptions(
  db: Db,
  userIds: string[],
  now: Date,
): Promise<PushSubscriptionRow[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        inArray(pushSubscriptions.userId, userIds),
        eq(pushSubscriptions.active, true),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!rows.length) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        rows.map((r) => r.id),
      ),
    );
}

/** Failed sends in a row after which a subscription is dropped as dead. */
export const MAX_PUSH_FAILURES = 20;

/** Records what the sends did: gone ones dropped, failures counted, a success resets them. */
export async function recordSendResults(
  db: Db,
  results: { gone: string[]; failed: string[]; ok: string[] },
  now: Date,
): Promise<void> {
  const { gone, failed, ok } = results;
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (ok.length)
    await db
      .update(pushSubscriptions)
      .set({ failures: 0, updatedAt: now })
      .where(inArray(pushSubscriptions.id, ok));
  if (failed.length) {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1`, updatedAt: now })
      .where(inArray(pushSubscriptions.id, failed));
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          inArray(pushSubscriptions.id, failed),
          sql`${pushSubscriptions.failures} >= ${MAX_PUSH_FAILURES}`,
        ),
      );
  }
}
