import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, refundLines, refunds } from '../../db/schema';
import { counted, mineNodes, mineSale } from '../place-parts/path-repository';
import {
  closeFreezes,
  frozenDaysAt,
  PACKAGE_VENUE,
  venueDay,
} from '../purchases/freeze-repository';
import { LIVE } from './repository';

// Issues 11–12: refunds at the acquirer, and what a refund undoes once the bank has returned
// the money. A refund's status moves only forward (created → pending → succeeded | canceled).

export type RefundRow = typeof refunds.$inferSelect;

/** What the acquirer answered about a refund. */
export interface RefundOutcome {
  status: 'pending' | 'succeeded' | 'canceled';
  providerRefundId: string | null;
  rejectReason?: string;
}

/** One automatic refund per attempt and reason; a second request finds the first. */
export async function insertRefund(
  db: Db,
  r: { orderId: string; attemptId: string; amountKopecks: number; reason: string },
  now: Date,
): Promise<void> {
  const existing = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.attemptId, r.attemptId), eq(refunds.reason, r.reason)));
  if (existing.length) return;
  await db.insert(refunds).values({ ...r, createdAt: now, updatedAt: now, nextCheckAt: now });
}

export async function claimDueRefunds(
  db: Db,
  now: Date,
  limit: number,
  next: Date,
): Promise<RefundRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(refunds)
      .where(and(inArray(refunds.status, LIVE), lte(refunds.nextCheckAt, now)))
      .orderBy(asc(refunds.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const r of due)
      await tx.update(refunds).set({ nextCheckAt: next }).where(eq(refunds.id, r.id));
    return due;
  });
}

/**
 * A live refund takes the acquirer's answer: pending (sent to the bank), succeeded or canceled
 * (rejected, with the reason). Answers whether this call moved it, so a repeat changes nothing.
 */
export async function moveRefund(
  db: Db,
  id: string,
  to: RefundOutcome,
  now: Date,
): Promise<boolean> {
  const final = to.status !== 'pending';
  const moved = await db
    .update(refunds)
    .set({
      status: to.status,
      providerRefundId: to.providerRefundId ?? sql`${refunds.providerRefundId}`,
      nextCheckAt: final ? null : sql`${refunds.nextCheckAt}`,
      rejectReason: to.rejectReason ?? null,
      sentAt:
        to.status === 'canceled'
          ? sql`${refunds.sentAt}`
          : sql`coalesce(${refunds.sentAt}, ${now.toISOString()}::timestamptz)`,
      finishedAt: final ? now : null,
      updatedAt: now,
    })
    .where(and(eq(refunds.id, id), inArray(refunds.status, LIVE)))
    .returning({ id: refunds.id });
  return moved.length > 0;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, id));
  return refund;
}

export async function refundByProviderId(
  db: Db,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId));
  return rows[0];
}

export async function refundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

// ---- what a refund undoes (issue 12) ---------------------------------------------------------

export interface RefundedLine {
  id: number;
  orderId: string;
  kind: string;
  quantity: number;
  sessionId: number | null;
  serviceId: number | null;
  visitDate: string | null;
}

/** The order lines a refund returns (none for an automatic refund). */
export async function refundedLines(db: Db, refundId: string): Promise<RefundedLine[]> {
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      kind: orderLines.kind,
      quantity: orderLines.quantity,
      sessionId: orderLines.sessionId,
      serviceId: orderLines.serviceId,
      visitDate: orderLines.visitDate,
    })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(orderLines.id));
}

/**
 * The line's tickets and packages become REFUNDED. A frozen package's freeze ends with the
 * refund: its days so far are counted and its row closed, early on the day of `now`.
 */
export async function markLineRefunded(db: Db, lineId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(
    sql`update tickets set status = 'REFUNDED' where order_line_id = ${lineId} and status <> 'REFUNDED'`,
  );
  // raw SQL: the freeze's days and the venue's day, closed in the statement that refunds
  await db.execute(
    sql`with ended as (
          select sp.id, ${frozenDaysAt(at)} as days, ${venueDay(at)} as ended_on
            from sold_packages sp join package_rates r on r.id = sp.rate_id ${PACKAGE_VENUE}
           where sp.order_line_id = ${lineId} and sp.status = 'FREEZED'
        ), closed as (${closeFreezes(sql`select id, days, ended_on from ended`)})
        update sold_packages sp
           set status = 'REFUNDED', frozen_at = null,
               freeze_days_used = sp.freeze_days_used
                 + coalesce((select e.days from ended e where e.id = sp.id), 0)
         where sp.order_line_id = ${lineId} and sp.status <> 'REFUNDED'`,
  );
}

/**
 * A session's seats go back on sale: the line's units on the session and, for a hold on a part
 * (issue 25), along that part's path and the lanes the door gave its tickets — one statement,
 * run once by the refund's own move.
 */
export async function releaseSessionSeats(
  db: Db,
  line: { id: number; sessionId: number; quantity: number },
): Promise<void> {
  // raw SQL: the units come back on the session and on each part of the path (place-parts/path-repository.ts)
  await db.execute(
    sql`with mine as (
          select h.part_id, h.kind, h.quantity as q, coalesce(h.units, h.quantity) as u
            from order_lines l join seat_holds h on h.id = l.hold_id where l.id = ${line.id}
        ), nodes as (${mineNodes(line.sessionId)}
        ), sale as (${mineSale}
        ), session as (
          update event_sessions
             set sold = greatest(sold - coalesce((select u from mine), ${line.quantity}::int), 0)
           where id = ${line.sessionId}
        ), moved as (
          -- what the door moved down from the sold part to each «any lane» ticket's lane
          update session_part_sales sp set sold = greatest(sp.sold - x.n, 0)
            from (select m.part_id, count(*)::int as n
                    from tickets tk join place_parts lp on lp.id = tk.part_id, sale, nodes m
                   where tk.order_line_id = ${line.id} and sale.kind = 'ANY'
                     and tk.part_id <> sale.hid and m.part_id = any(lp.path)
                     and sale.hid = any(m.path) and m.part_id <> sale.hid
                   group by m.part_id) x
           where sp.session_id = ${line.sessionId} and sp.part_id = x.part_id
        )
        update session_part_sales sp set sold = greatest(sp.sold - ${counted('n', 'sale')}, 0)
          from nodes n, sale
         where sp.session_id = ${line.sessionId} and sp.part_id = n.part_id
           and ${counted('n', 'sale')} > 0`,
  );
}

/** A service's day goes back on sale. */
export async function releaseServiceDay(
  db: Db,
  serviceId: number,
  visitDate: string,
  quantity: number,
): Promise<void> {
  await db.execute(
    sql`update service_day_sales set sold = greatest(sold - ${quantity}, 0)
         where service_id = ${serviceId} and visit_date = ${visitDate}`,
  );
}

/** A paid order with every line refunded becomes `returned`. */
export async function markOrderReturned(db: Db, orderId: string): Promise<void> {
  await db.execute(
    sql`update orders o set status = 'returned'
         where o.id = ${orderId} and o.status = 'payed'
           and not exists (
             select 1 from order_lines l
              where l.order_id = o.id
                and not exists (select 1 from refund_lines rl join refunds r on r.id = rl.refund_id
                                 where rl.order_line_id = l.id and r.status = 'succeeded'))`,
  );
}
