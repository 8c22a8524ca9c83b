import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// Issue 12: an order as its owner sees it after the purchase — lines with what they issued and
// whether they can still be returned — and the refunds asked for it.

export interface SoldOrderRow {
  id: string;
  number: number;
  status: string;
  complexId: number;
  complexName: string;
  timeZone: string;
  provider: 'YOOKASSA' | 'SBERBANK' | null;
  createdAt: Date;
  paidAt: Date | null;
  subtotalKopecks: number;
  feeKopecks: number;
  totalKopecks: number;
  refundBeforeMinutes: number;
}

export interface SoldLineRow {
  id: number;
  kind: string;
  title: string;
  quantity: number;
  amountKopecks: number;
  feeKopecks: number;
  visitDate: string | null;
  /** A session's start, or the visit day's start in the venue's zone. */
  startsAt: Date | null;
  /** Tickets or packages of the line already used or activated. */
  usedItems: number;
  /** The refund holding the line (not a rejected one), and its status. */
  refundStatus: string | null;
}

export interface RefundRow {
  id: string;
  status: string;
  amountKopecks: number;
  rejectReason: string | null;
  requestedBy: string | null;
  createdAt: Date;
  sentAt: Date | null;
  finishedAt: Date | null;
  lineIds: number[];
}

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The person's order; `lock` holds it until the transaction ends (one request at a time). */
export async function findSoldOrder(
  db: Db,
  userId: string,
  orderId: string,
  lock = false,
): Promise<SoldOrderRow | undefined> {
  const [row] = await queryRows<SoldOrderRow>(
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
  );
  return row && { ...row, createdAt: new Date(row.createdAt), paidAt: asDate(row.paidAt) };
}

export async function findSoldLines(db: Db, orderId: string): Promise<SoldLineRow[]> {
  const rows = await queryRows<SoldLineRow>(
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
  );
  return rows.map((r) => ({ ...r, startsAt: asDate(r.startsAt) }));
}

export async function findRefunds(db: Db, orderId: string): Promise<RefundRow[]> {
  const rows = await queryRows<RefundRow>(
    db,
    sql`select r.id, r.status, r.amount_kopecks as "amountKopecks", r.reject_reason as "rejectReason",
               r.requested_by as "requestedBy", r.created_at as "createdAt", r.sent_at as "sentAt",
               r.finished_at as "finishedAt",
               coalesce((select array_agg(rl.order_line_id::int order by rl.order_line_id)
                           from refund_lines rl where rl.refund_id = r.id), '{}') as "lineIds"
          from refunds r
         where r.order_id = ${orderId}
         order by r.created_at desc, r.id`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    sentAt: asDate(r.sentAt),
    finishedAt: asDate(r.finishedAt),
    lineIds: r.lineIds.map(Number),
  }));
}

/** The order's successful payment, which a refund goes back through. */
export async function succeededAttempt(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from payment_attempts where order_id = ${orderId} and status = 'succeeded'`,
  );
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
    now: Date;
    /** When the reconciler may send it, if the immediate send does not get through. */
    retryAt: Date;
  },
): Promise<string> {
  const at = r.now.toISOString();
  const amount = r.lines.reduce((sum, l) => sum + l.amountKopecks, 0);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into refunds (order_id, attempt_id, amount_kopecks, reason, requested_by,
                             created_at, updated_at, next_check_at)
        values (${r.orderId}, ${r.attemptId}, ${amount}, 'USER_REQUEST', ${r.userId},
                ${at}::timestamptz, ${at}::timestamptz, ${r.retryAt.toISOString()}::timestamptz)
        returning id`,
  );
  for (const line of r.lines)
    await db.execute(
      sql`insert into refund_lines (refund_id, order_line_id, amount_kopecks)
          values (${row!.id}, ${line.id}, ${line.amountKopecks})`,
    );
  return row!.id;
}
