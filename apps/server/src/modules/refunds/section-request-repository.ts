import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { VenueRequestStateSchema } from '@sportkarta/contract/api/refunds';
import { queryRows, type Db } from '../../db/client';

// Issue 28: the parents' requests to the venue to return a section's payment (migration 0028).

// raw SQL: `for update` of one request, the buyer's and child's names, and the latest refund of
// an approved request in one statement

const AskRowSchema = z.object({
  id: z.string(),
  orderLineId: z.coerce.number(),
  status: VenueRequestStateSchema,
  reason: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.coerce.date(),
  decidedAt: z.coerce.date().nullable(),
});
export type AskRow = z.infer<typeof AskRowSchema>;

const ASK = sql.raw(`r.id, r.order_line_id as "orderLineId", r.status, r.reason,
  r.reject_reason as "rejectReason", r.created_at as "createdAt", r.decided_at as "decidedAt"`);

/** The order's requests, newest first (the buyer sees each line's latest). */
export function asksOfOrder(db: Db, orderId: string): Promise<AskRow[]> {
  return queryRows(
    db,
    sql`select ${ASK} from section_refund_requests r
         where r.order_id = ${orderId} order by r.created_at desc, r.id desc`,
    AskRowSchema,
  );
}

export async function insertAsk(
  db: Db,
  a: {
    orderId: string;
    lineId: number;
    complexId: number;
    userId: string;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into section_refund_requests
          (order_id, order_line_id, complex_id, user_id, reason, status, created_at)
        values (${a.orderId}, ${a.lineId}, ${a.complexId}, ${a.userId}, ${a.reason}, 'NEW',
                ${a.now.toISOString()}::timestamptz)`,
  );
}

const StaffAskRowSchema = AskRowSchema.extend({
  orderId: z.string(),
  orderNumber: z.coerce.number(),
  title: z.string(),
  amountKopecks: z.number(),
  feeKopecks: z.number(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  childName: z.string().nullable(),
  timeZone: z.string(),
  refundStatus: z.string().nullable(),
});
export type StaffAskRow = z.infer<typeof StaffAskRowSchema>;

/** The venue's requests (one, with `requestId`; `lock` holds it until the transaction ends). */
export function venueAsks(
  db: Db,
  f: { complexId: number; status?: string | undefined; requestId?: string; lock?: boolean },
): Promise<StaffAskRow[]> {
  const where = [sql`r.complex_id = ${f.complexId}`];
  if (f.status) where.push(sql`r.status = ${f.status}`);
  if (f.requestId) where.push(sql`r.id = ${f.requestId}`);
  return queryRows(
    db,
    sql`select ${ASK}, o.id as "orderId", o.number as "orderNumber", l.title,
               l.amount_kopecks as "amountKopecks", l.fee_kopecks as "feeKopecks",
               coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), '') as "buyerName",
               u.phone as "buyerPhone",
               nullif(trim(coalesce(ch.first_name, '') || ' ' || coalesce(ch.last_name, '')), '') as "childName",
               c.time_zone as "timeZone", rf.status as "refundStatus"
          from section_refund_requests r
          join orders o on o.id = r.order_id
          join order_lines l on l.id = r.order_line_id
          join complexes c on c.id = r.complex_id
          join users u on u.id = o.user_id
          left join children ch on ch.id = o.child_id
          left join refunds rf on rf.id = r.refund_id
         where ${sql.join(where, sql` and `)}
         order by r.created_at desc, r.id desc
         limit 200
         ${f.lock ? sql`for update of r` : sql``}`,
    StaffAskRowSchema,
  );
}

export async function decideAsk(
  db: Db,
  a: {
    id: string;
    status: 'APPROVED' | 'REJECTED';
    rejectReason: string | null;
    refundId: string | null;
    by: string;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`update section_refund_requests
           set status = ${a.status}, reject_reason = ${a.rejectReason}, refund_id = ${a.refundId},
               decided_by = ${a.by}, decided_at = ${a.now.toISOString()}::timestamptz
         where id = ${a.id}`,
  );
}

/** The venue returned these lines from the order screen: their open requests are answered by it. */
export async function approveOpenAsks(
  db: Db,
  a: { lineIds: number[]; refundId: string; by: string; now: Date },
): Promise<void> {
  if (!a.lineIds.length) return;
  await db.execute(
    sql`update section_refund_requests
           set status = 'APPROVED', refund_id = ${a.refundId}, decided_by = ${a.by},
               decided_at = ${a.now.toISOString()}::timestamptz
         where status = 'NEW' and order_line_id in (${sql.join(
           a.lineIds.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
}
