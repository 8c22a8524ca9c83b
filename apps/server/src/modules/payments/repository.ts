import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cashboxAccounts,
  orders,
  paymentAttempts,
  paymentNotifications,
  users,
} from '../../db/schema';

// Issue 11: payment attempts and the notifications that came for them (refunds:
// refund-repository.ts). Every status change is a guarded update: it moves only forward
// (created → pending → succeeded | canceled).

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type AttemptStatus = 'created' | 'pending' | 'succeeded' | 'canceled';
/** The statuses an attempt or a refund can still leave. */
export const LIVE: AttemptStatus[] = ['created', 'pending'];

/** The account an order pays into, and who pays (the receipt's customer). */
export async function paymentContext(
  db: Db,
  orderId: string,
): Promise<
  | {
      accountKey: string;
      /** The cashbox's provider now (the demo seal reads whether it is a real acquirer). */
      provider: string | null;
      vatCode: number;
      email: string | null;
      phone: string | null;
    }
  | undefined
> {
  const rows = await db
    .select({
      accountKey: cashboxAccounts.accountKey,
      provider: cashboxAccounts.provider,
      vatCode: cashboxAccounts.vatCode,
      email: users.email,
      phone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(cashboxAccounts, eq(cashboxAccounts.id, orders.cashboxAccountId))
    .where(eq(orders.id, orderId));
  return rows[0];
}

/** Inserts the attempt unless the order already has a live one (then `undefined`). */
export async function insertAttempt(
  db: Db,
  a: typeof paymentAttempts.$inferInsert,
): Promise<AttemptRow | undefined> {
  const rows = await db.insert(paymentAttempts).values(a).onConflictDoNothing().returning();
  return rows[0];
}

export async function findAttempt(
  db: Db,
  id: string,
  lock = false,
): Promise<AttemptRow | undefined> {
  const q = db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

export async function findAttemptByProviderId(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, provider),
        eq(paymentAttempts.providerPaymentId, providerPaymentId),
      ),
    );
  return rows[0];
}

/** The order's newest attempt (the live one when there is one). */
export async function latestAttempt(db: Db, orderId: string): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.seq))
    .limit(1);
  return rows[0];
}

export async function liveAttempt(db: Db, orderId: string): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, LIVE)));
  return rows[0];
}

/** The provider took the payment and gave it an id and a page: created → pending. */
export async function markPending(
  db: Db,
  id: string,
  p: { providerPaymentId: string; confirmationUrl: string | null; method: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({
      status: 'pending',
      providerPaymentId: p.providerPaymentId,
      confirmationUrl: p.confirmationUrl ?? sql`${paymentAttempts.confirmationUrl}`,
      method: p.method ?? sql`${paymentAttempts.method}`,
      updatedAt: now,
    })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, LIVE)));
}

/** A live attempt becomes final; answers whether this call moved it. */
export async function finishAttempt(
  db: Db,
  id: string,
  to: { status: 'succeeded' | 'canceled'; providerPaymentId: string | null; reason: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({
      status: to.status,
      providerPaymentId: to.providerPaymentId ?? sql`${paymentAttempts.providerPaymentId}`,
      cancelReason: to.reason,
      nextCheckAt: null,
      updatedAt: now,
    })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, LIVE)))
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` live attempts due for a check and moves their next check on, in one
 * statement: SKIP LOCKED lets several processes share the work, each row going to one of them.
 */
export async function claimDueAttempts(
  db: Db,
  now: Date,
  limit: number,
  nextCheck: (checks: number) => Date,
): Promise<AttemptRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(paymentAttempts)
      .where(and(inArray(paymentAttempts.status, LIVE), lte(paymentAttempts.nextCheckAt, now)))
      .orderBy(asc(paymentAttempts.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const a of due)
      await tx
        .update(paymentAttempts)
        .set({ nextCheckAt: nextCheck(a.checks + 1), checks: sql`${paymentAttempts.checks} + 1` })
        .where(eq(paymentAttempts.id, a.id));
    return due;
  });
}

/** Whether this notification was processed before (provider, payment, event). */
export async function notificationSeen(
  db: Db,
  n: { provider: string; providerPaymentId: string; event: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.provider, n.provider),
        eq(paymentNotifications.providerPaymentId, n.providerPaymentId),
        eq(paymentNotifications.event, n.event),
      ),
    );
  return rows.length > 0;
}

export async function recordNotification(
  db: Db,
  n: { provider: string; providerPaymentId: string; event: string; payload: unknown },
  now: Date,
): Promise<void> {
  await db
    .insert(paymentNotifications)
    .values({ ...n, receivedAt: now })
    .onConflictDoNothing();
}

/** An order whose payment came too late: created → canceled (the money goes back). */
export async function cancelUnpaidOrder(
  db: Db,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'canceled', canceledAt: now, cancelReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

export async function orderOwner(db: Db, orderId: string): Promise<string | undefined> {
  const rows = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return rows[0]?.userId;
}
