import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SoldOrderStatusSchema } from '@sportkarta/contract/api/refunds';
import { VisitorPackageStatusSchema } from '@sportkarta/contract/enums';
import { queryRows, type Db } from '../../db/client';

// Issue 24: a venue's orders for its front desk — found by number, phone, name or day, each
// with its payments, issued tickets and packages and their check-ins.

// raw SQL: the venue's day in its zone, name and phone search across the buyer and the child,
// a keyset page (created_at, id), `for update of` the order alone, and correlated check-ins

const SummaryRowSchema = z.object({
  id: z.string(),
  number: z.coerce.number(),
  status: SoldOrderStatusSchema,
  createdAt: z.coerce.date(),
  paidAt: z.coerce.date().nullable(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  childName: z.string().nullable(),
  totalKopecks: z.number(),
  subtotalKopecks: z.number(),
  feeKopecks: z.number(),
  provider: z.string().nullable(),
});
export type SummaryRow = z.infer<typeof SummaryRowSchema>;

const SUMMARY =
  sql.raw(`o.id, o.number, o.status, o.created_at as "createdAt", o.paid_at as "paidAt",
  coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), '') as "buyerName",
  u.phone as "buyerPhone",
  nullif(trim(coalesce(ch.first_name, '') || ' ' || coalesce(ch.last_name, '')), '') as "childName",
  o.total_kopecks as "totalKopecks", o.subtotal_kopecks as "subtotalKopecks",
  o.fee_kopecks as "feeKopecks", o.provider
  from orders o
  join complexes c on c.id = o.complex_id
  join users u on u.id = o.user_id
  left join children ch on ch.id = o.child_id`);

export interface OrderSearch {
  complexId: number;
  number?: number | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  date?: string | undefined;
  after?: { at: Date; id: string } | undefined;
  limit: number;
}

export async function searchOrders(db: Db, f: OrderSearch): Promise<SummaryRow[]> {
  const where = [sql`o.complex_id = ${f.complexId}`];
  if (f.number) where.push(sql`o.number = ${f.number}`);
  if (f.phone) where.push(sql`u.phone like ${`%${f.phone.replace(/\D/g, '')}%`}`);
  if (f.name) {
    const like = `%${f.name.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(u.first_name ilike ${like} or u.last_name ilike ${like}
                    or ch.first_name ilike ${like} or ch.last_name ilike ${like})`);
  }
  if (f.date) where.push(sql`(o.created_at at time zone c.time_zone)::date = ${f.date}::date`);
  if (f.after)
    where.push(
      sql`(o.created_at, o.id) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`,
    );
  return queryRows(
    db,
    sql`select ${SUMMARY} where ${sql.join(where, sql` and `)}
        order by o.created_at desc, o.id desc limit ${f.limit}`,
    SummaryRowSchema,
  );
}

/** The venue's order; `lock` holds it until the transaction ends (one refund at a time). */
export async function venueOrder(
  db: Db,
  complexId: number,
  orderId: string,
  lock = false,
): Promise<SummaryRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${SUMMARY} where o.id = ${orderId} and o.complex_id = ${complexId}
        ${lock ? sql`for update of o` : sql``}`,
    SummaryRowSchema,
  );
  return row;
}

const PaymentRowSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.string(),
  amountKopecks: z.number(),
  createdAt: z.coerce.date(),
});

export function orderPayments(db: Db, orderId: string) {
  return queryRows(
    db,
    sql`select id, provider, status, amount_kopecks as "amountKopecks", created_at as "createdAt"
          from payment_attempts where order_id = ${orderId} order by seq`,
    PaymentRowSchema,
  );
}

const ItemRowSchema = z.object({
  qrCodeId: z.string(),
  kind: z.enum(['TICKET', 'PACKAGE']),
  lineId: z.coerce.number(),
  title: z.string(),
  status: VisitorPackageStatusSchema,
  visitsTotal: z.number().nullable(),
  visitsUsed: z.number(),
  checkIns: z.array(
    z.object({ at: z.coerce.date(), staffName: z.string(), deviceId: z.string().nullable() }),
  ),
});
export type ItemRow = z.infer<typeof ItemRowSchema>;

const CHECK_INS = (target: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object(
      'at', ci.visited_at, 'deviceId', ci.device_id,
      'staffName', coalesce(nullif(trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')), ''), su.phone, ''))
      order by ci.visited_at)
    from check_ins ci left join users su on su.id = ci.staff_user_id
   where ${target}), '[]'::json)`);

export function orderItems(db: Db, orderId: string): Promise<ItemRow[]> {
  return queryRows(
    db,
    sql`select t.qr_code_id as "qrCodeId", 'TICKET' as kind, t.order_line_id as "lineId",
               l.title, t.status, t.visits_total as "visitsTotal", t.visits_used as "visitsUsed",
               ${CHECK_INS('ci.ticket_id = t.id')} as "checkIns"
          from tickets t join order_lines l on l.id = t.order_line_id
         where t.order_id = ${orderId}
        union all
        select 'pkg:' || sp.id, 'PACKAGE', sp.order_line_id, l.title, sp.status, sp.visits_total,
               sp.visits_used, ${CHECK_INS('ci.sold_package_id = sp.id')}
          from sold_packages sp join order_lines l on l.id = sp.order_line_id
         where sp.order_id = ${orderId}
         order by "lineId", "qrCodeId"`,
    ItemRowSchema,
  );
}
