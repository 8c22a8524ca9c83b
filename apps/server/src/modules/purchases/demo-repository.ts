import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The demo copy's purchase history (modules/purchases/demo.ts).

/** Past purchases a fresh demo copy gets (when the catalogue has services). */
const DEMO_PAST_ORDERS = 2;
const DAY_MS = 86_400_000;

/**
 * Paid orders (YOOKASSA, paid days ago) each with one used ticket for an active service of an
 * approved venue (the visit day already past); nothing when the catalogue is empty. Not counted in service_day_sales: these
 * days are in the past and the tickets are history only.
 */
export async function insertPastPurchases(db: Db, userId: string, now: Date): Promise<void> {
  await db.execute(sql`
    with picked as (
      select s.id as service_id, s.name, s.price_kopecks, s.visit_quota, c.id as complex_id,
             c.owner_id, c.time_zone, n
        from generate_series(1, ${DEMO_PAST_ORDERS}) as n
        cross join lateral (
          select s.* from services s join complexes c2 on c2.id = s.complex_id
           where s.status = 'ACTIVE' and c2.moderation = 'APPROVED'
           order by s.id offset n - 1 limit 1) s
        join complexes c on c.id = s.complex_id),
    made as (
      insert into orders (user_id, complex_id, owner_id, provider, status, subtotal_kopecks,
                          fee_kopecks, total_kopecks, idempotency_key, agreements_accepted,
                          created_at, expires_at, paid_at)
      select ${userId}, complex_id, owner_id, 'YOOKASSA', 'payed', price_kopecks, 0, price_kopecks,
             'demo-past-' || n, true,
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval,
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval + interval '15 minutes',
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval + interval '2 minutes'
        from picked
      returning id, idempotency_key, created_at),
    lines as (
      insert into order_lines (order_id, kind, title, service_id, visit_date, quantity,
                               unit_price_kopecks, amount_kopecks, fee_kopecks)
      select m.id, 'SERVICE', p.name, p.service_id,
             (m.created_at at time zone p.time_zone)::date, 1, p.price_kopecks, p.price_kopecks, 0
        from made m join picked p on m.idempotency_key = 'demo-past-' || p.n
      returning id, order_id, service_id, visit_date)
    insert into tickets (qr_code_id, order_id, order_line_id, user_id, service_id, visit_date,
                         visits_total, created_at)
    select replace(gen_random_uuid()::text, '-', ''), l.order_id, l.id, ${userId}, l.service_id,
           l.visit_date, p.visit_quota, m.created_at
      from lines l join made m on m.id = l.order_id
      join picked p on m.idempotency_key = 'demo-past-' || p.n`);
}
