import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emulatedPayments, emulatedRefunds } from './schema';

export type EmulatedPayment = typeof emulatedPayments.$inferSelect;
export type EmulatedProvider = 'YOOKASSA' | 'SBERBANK';

/** Inserts unless the key was used; either way answers the payment the key names. */
export async function insertOrGetPayment(
  db: Db,
  row: typeof emulatedPayments.$inferInsert,
): Promise<{ payment: EmulatedPayment; created: boolean }> {
  const inserted = await db.insert(emulatedPayments).values(row).onConflictDoNothing().returning();
  if (inserted[0]) return { payment: inserted[0], created: true };
  const existing = await findPaymentByKey(
    db,
    row.provider as EmulatedProvider,
    row.account,
    row.idempotenceKey,
  );
  if (!existing) throw new Error('emulated payment vanished');
  return { payment: existing, created: false };
}

export async function findPaymentByKey(
  db: Db,
  provider: EmulatedProvider,
  account: string,
  key: string,
): Promise<EmulatedPayment | undefined> {
  const rows = await db
    .select()
    .from(emulatedPayments)
    .where(
      and(
        eq(emulatedPayments.provider, provider),
        eq(emulatedPayments.account, account),
        eq(emulatedPayments.idempotenceKey, key),
      ),
    );
  return rows[0];
}

export async function findPayment(
  db: Db,
  provider: EmulatedProvider,
  id: string,
): Promise<EmulatedPayment | undefined> {
  const rows = await db
    .select()
    .from(emulatedPayments)
    .where(and(eq(emulatedPayments.provider, provider), eq(emulatedPayments.id, id)));
  return rows[0];
}

/** Moves a payment on from a state it is in; answers the row when it moved. */
export async function movePayment(
  db: Db,
  id: string,
  from: EmulatedPayment['status'][],
  to: { status: EmulatedPayment['status']; cancelReason?: string | null; method?: string | null },
  now: Date,
): Promise<EmulatedPayment | undefined> {
  const rows = await db
    .update(emulatedPayments)
    .set({
      status: to.status,
      cancelReason: to.cancelReason ?? null,
      ...(to.method ? { method: to.method } : {}),
      updatedAt: now,
    })
    .where(and(eq(emulatedPayments.id, id), sql`${emulatedPayments.status} in ${from}`))
    .returning();
  return rows[0];
}

/**
 * A refund under its key: a repeated key answers the first refund; more than what is left of the
 * payment is refused (`null`).
 */
export async function refundPayment(
  db: Db,
  r: {
    id: string;
    provider: EmulatedProvider;
    paymentId: string;
    key: string;
    amountKopecks: number;
  },
  now: Date,
): Promise<typeof emulatedRefunds.$inferSelect | null> {
  return db.transaction(async (tx) => {
    const again = await tx
      .select()
      .from(emulatedRefunds)
      .where(
        and(eq(emulatedRefunds.provider, r.provider), eq(emulatedRefunds.idempotenceKey, r.key)),
      );
    if (again[0]) return again[0];
    const moved = await tx
      .update(emulatedPayments)
      .set({
        refundedKopecks: sql`${emulatedPayments.refundedKopecks} + ${r.amountKopecks}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(emulatedPayments.id, r.paymentId),
          eq(emulatedPayments.status, 'succeeded'),
          sql`${emulatedPayments.refundedKopecks} + ${r.amountKopecks} <= ${emulatedPayments.amountKopecks}`,
        ),
      )
      .returning({ id: emulatedPayments.id });
    if (!moved[0]) return null;
    const rows = await tx
      .insert(emulatedRefunds)
      .values({
        id: r.id,
        provider: r.provider,
        paymentId: r.paymentId,
        idempotenceKey: r.key,
        amountKopecks: r.amountKopecks,
        createdAt: now,
      })
      .returning();
    return rows[0]!;
  });
}

/** Which of an emulator's books a list reads: an account's, created in [from, to). */
export interface ListScope {
  provider: EmulatedProvider;
  account: string;
  from: Date;
  to: Date;
}
type Keyed = ListScope & { after?: { at: Date; id: string } | undefined; limit: number };

/** In the period, and (a page after `after`) older than the last item seen: newest first. */
const inPeriod = (
  at: typeof emulatedPayments.createdAt | typeof emulatedRefunds.createdAt,
  id: typeof emulatedPayments.id | typeof emulatedRefunds.id,
  q: Keyed | ListScope,
) => [
  gte(at, q.from),
  lt(at, q.to),
  'after' in q && q.after
    ? sql`(${at}, ${id}) < (${q.after.at.toISOString()}::timestamptz, ${q.after.id})`
    : undefined,
];

const succeededOf = (q: ListScope | Keyed) =>
  and(
    eq(emulatedPayments.provider, q.provider),
    eq(emulatedPayments.account, q.account),
    eq(emulatedPayments.status, 'succeeded'),
    ...inPeriod(emulatedPayments.createdAt, emulatedPayments.id, q),
  );

/** A page of an account's succeeded payments, newest first (after a key, or an offset). */
export async function listSucceeded(
  db: Db,
  q: Keyed & { offset?: number },
): Promise<EmulatedPayment[]> {
  const p = emulatedPayments;
  return db
    .select()
    .from(p)
    .where(succeededOf(q))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(q.limit)
    .offset(q.offset ?? 0);
}

export async function countSucceeded(db: Db, q: ListScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emulatedPayments).where(succeededOf(q));
  return row?.n ?? 0;
}

export type EmulatedRefund = typeof emulatedRefunds.$inferSelect;

/** A page of an account's refunds made in the period, newest first, after a key. */
export async function listRefunds(db: Db, q: Keyed): Promise<EmulatedRefund[]> {
  const r = emulatedRefunds;
  return db
    .select({
      id: r.id,
      provider: r.provider,
      paymentId: r.paymentId,
      idempotenceKey: r.idempotenceKey,
      amountKopecks: r.amountKopecks,
      createdAt: r.createdAt,
    })
    .from(r)
    .innerJoin(emulatedPayments, eq(emulatedPayments.id, r.paymentId))
    .where(
      and(
        eq(r.provider, q.provider),
        eq(emulatedPayments.account, q.account),
        ...inPeriod(r.createdAt, r.id, q),
      ),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(q.limit);
}
