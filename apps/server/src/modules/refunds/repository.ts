import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { paymentAttempts, refunds } from '../../db/schema';

// Issue 12: an order as its owner sees it after the purchase — lines with what they issued and
// whether they can still be returned — and the refunds asked for it.

// raw SQL: `for update of` the order alone, the visit day's start in the venue's zone, and
// correlated counts, latest refund status and line ids (array_agg) per row

const SoldOrderRowSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.string(),
  complexId: z.number(),
  complexName: z.string(),
  timeZone: z.string(),
  provider: z.enum(['YOOKASSA', 'SBERBANK']).nullable(),
  createdAt: z.coerce.date(),
  paidAt: z.coerce.date().nullable(),
  subtotalKopecks: z.number(),
  feeKopecks: z.number(),
  totalKopecks: z.number(),
  refundBeforeMinutes: z.number(),
});
export type SoldOrderRow = z.infer<typeof SoldOrderRowSchema>;

const SoldLineRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  quantity: z.number(),
  amountKopecks: z.number(),
  feeKopecks: z.number(),
  visitDate: z.string().nullable(),
  /** A session's start, or the visit day's start in the venue's zone. */
  startsAt: z.coerce.date().nullable(),
  /** Tickets or packages of the line already used or activated. */
  usedItems: z.number(),
  /** The refund holding the line (not a rejected one), and its status. */
  refundStatus: z.string().nullable(),
});
export type SoldLineRow = z.infer<typeof SoldLineRowSchema>;

const RefundRowSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountKopecks: z.number(),
  rejectReason: z.string().nullable(),
  note: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.coerce.date(),
  sentAt: z.coerce.date().nullable(),
  finishedAt: z.coerce.date().nullable(),
  lineIds: z.array(z.coerce.number()),
});
export type RefundRow = z.infer<typeof RefundRowSchema>;

/** The person's order; `lock` holds it until the transaction ends (one request at a time). */
export async function findSoldOrder(
  db: Db,
  userId: string,
  orderId: string,
  lock = false,
): Promise<SoldOrderRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select o.id, o.number::int as number, o.status, c.id as "complexId",
               c.name as "complexName", c.time_zone as "timeZone", o.provider,
               o.created_at as "createdAt", o.paid_at as "paidAt",
               o.subtotal_kopecks as "subtotalKopecks", o.fee_kopecks as "feeKopecks",
               o.total_kopecks as "totalKopecks", ow.refund_before_minutes as "refundBeforeMinutes"
          from orders o
          join complexes c on c.id = o.complex_id
          join place_owners ow on ow.id = o.owner_id
         where o.id = ${orderId} and o.user_id = ${userId}
         ${lock ? sql`for update of o` : sql``}`,
    SoldOrderRowSchema,
  );
  return row;
}

export async function findSoldLines(db: Db, orderId: string): Promise<SoldLineRow[]> {
  return queryRows(
    db,
    sql`select l.id::int as id, l.kind, l.title, l.quantity, l.amount_kopecks as "amountKopecks",
               l.fee_kopecks as "feeKopecks", l.visit_date::text as "visitDate",
               coalesce(es.starts_at, (l.visit_date::timestamp at time zone c.time_zone)) as "startsAt",
               ((select count(*) from tickets t
                  where t.order_line_id = l.id and (t.visits_used > 0 or t.status <> 'ACTIVE'))
              + (select count(*) from sold_packages sp
                  where sp.order_line_id = l.id and sp.status <> 'CREATED'))::int as "usedItems",
               (select r.status from refund_lines rl join refunds r on r.id = rl.refund_id
                 where rl.order_line_id = l.id and r.status <> 'canceled'
                 order by r.created_at desc limit 1) as "refundStatus"
          from order_lines l
          join orders o on o.id = l.order_id
          join complexes c on c.id = o.complex_id
          left join event_sessions es on es.id = l.session_id
         where l.order_id = ${orderId}
         order by l.id`,
    SoldLineRowSchema,
  );
}

export async function findRefunds(db: Db, orderId: string): Promise<RefundRow[]> {
  return queryRows(
    db,
    sql`select r.id, r.status, r.amount_kopecks as "amountKopecks", r.reject_reason as "rejectReason",
               r.note, r.requested_by as "requestedBy", r.created_at as "createdAt", r.sent_at as "sentAt",
               r.finished_at as "finishedAt",
               coalesce((select array_agg(rl.order_line_id::int order by rl.order_line_id)
                           from refund_lines rl where rl.refund_id = r.id), '{}') as "lineIds"
          from refunds r
         where r.order_id = ${orderId}
         order by r.created_at desc, r.id`,
    RefundRowSchema,
  );
}

/** The order's successful payment, which a refund goes back through. */
export async function succeededAttempt(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'succeeded')));
  return row?.id;
}

/** A requested refund of some lines; sent at once, and by the reconciler if that fails. */
export async function insertRequestedRefund(
  db: Db,
  r: {
    orderId: string;
    attemptId: string;
    userId: string;
    lines: { id: number; amountKopecks: number }[];
    /** USER_REQUEST (the buyer's), VENUE_DECISION (issue 24, with the venue's note). */
    reason?: 'USER_REQUEST' | 'VENUE_DECISION';
    note?: string | null;
    now: Date;
    /** When the reconciler may send it, if the immediate send does not get through. */
    retryAt: Date;
  },
): Promise<string> {
  const amount = r.lines.reduce((sum, l) => sum + l.amountKopecks, 0);
  const [row] = await db
    .insert(refunds)
    .values({
      orderId: r.orderId,
      attemptId: r.attemptId,
      amountKopecks: amount,
      reason: r.reason ?? 'USER_REQUEST',
      note: r.note ?? null,
      requestedBy: r.userId,
      createdAt: r.now,
      updatedAt: r.now,
      nextCheckAt: r.retryAt,
    })
    .returning({ id: refunds.id });
  for (const line of r.lines)
    await db.execute(
      sql`insert into refund_lines (refund_id, order_line_id, amount_kopecks)
          values (${row!.id}, ${line.id}, ${line.amountKopecks})`,
    );
  return row!.id;
}
