import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { orders, seatHolds } from '../../db/schema';
import { counted, freeOn, liveSales, mineNodes, mineSale } from '../place-parts/path-repository';

// Issue 10: orders, their lines, and what issuing writes (tickets, packages, sold seats).

const iso = (d: Date): string => d.toISOString();

const LineKindSchema = z.enum(['SERVICE', 'SERVICE_PACKAGE', 'RESERVATION', 'SECTION_GROUP']);

export interface NewOrderLine {
  kind: z.infer<typeof LineKindSchema>;
  title: string;
  serviceId: number | null;
  packageRateId: number | null;
  sessionId: number | null;
  holdId: string | null;
  sectionMemberId: string | null;
  visitDate: string | null;
  quantity: number;
  unitPriceKopecks: number;
  amountKopecks: number;
  feeKopecks: number;
}

export interface NewOrder {
  userId: string;
  childId: string | null;
  complexId: number;
  ownerId: string;
  cashboxAccountId: string | null;
  provider: string | null;
  subtotalKopecks: number;
  feeKopecks: number;
  totalKopecks: number;
  idempotencyKey: string;
  agreementsAccepted: boolean;
  /** The policy versions the buyer agreed to (issue 25), null when none was accepted. */
  visitPolicyId: string | null;
  paybackPolicyId: string | null;
  /**
   * A free order issued in the same transaction (issue 27): written «complete» and paid at
   * once, a round trip fewer than marking it after — if a line cannot be issued, the
   * transaction is rolled back with it.
   */
  issuedAtOnce?: boolean;
  now: Date;
  expiresAt: Date;
}

/** A line as `placeOrder` wrote it: what issuing needs, without reading it back. */
const PlacedLineSchema = z.object({
  id: z.number(),
  kind: LineKindSchema,
  serviceId: z.number().nullable(),
  packageRateId: z.number().nullable(),
  sessionId: z.number().nullable(),
  holdId: z.string().nullable(),
  visitDate: z.string().nullable(),
  quantity: z.number(),
});
export type PlacedLine = z.infer<typeof PlacedLineSchema>;

const PlacedOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  attached: z.number(),
  lines: z.array(PlacedLineSchema),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/**
 * The order, its lines and the holds it takes, in one statement (issue 27: one round trip
 * where there were two plus one per line and per hold). Null when the person already has an
 * order under this key (nothing is written then). A hold is taken only while it is still
 * ACTIVE and free of any order — checked on the row itself, so of two orders racing for one
 * hold only one gets it; `attached` says how many were taken, and the caller refuses the order
 * (rolling it back) when that is fewer than it named.
 */
export async function placeOrder(
  db: Db,
  o: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<PlacedOrder | null> {
  const holdIds = lines.flatMap((l) => (l.holdId ? [l.holdId] : []));
  const rows = lines.map((l, ord) => ({
    ord,
    kind: l.kind,
    title: l.title,
    service_id: l.serviceId,
    package_rate_id: l.packageRateId,
    session_id: l.sessionId,
    hold_id: l.holdId,
    section_member_id: l.sectionMemberId,
    visit_date: l.visitDate,
    quantity: l.quantity,
    unit_price_kopecks: l.unitPriceKopecks,
    amount_kopecks: l.amountKopecks,
    fee_kopecks: l.feeKopecks,
  }));
  // raw SQL: three writes chained by one order id in one statement (data-modifying CTEs)
  const [row] = await queryRows(
    db,
    sql`with o as (
          insert into orders (user_id, child_id, complex_id, owner_id, cashbox_account_id,
            provider, subtotal_kopecks, fee_kopecks, total_kopecks, idempotency_key,
            agreements_accepted, visit_policy_id, payback_policy_id, created_at, expires_at,
            status, paid_at)
          values (${o.userId}, ${o.childId}, ${o.complexId}, ${o.ownerId}, ${o.cashboxAccountId},
            ${o.provider}, ${o.subtotalKopecks}, ${o.feeKopecks}, ${o.totalKopecks},
            ${o.idempotencyKey}, ${o.agreementsAccepted}, ${o.visitPolicyId},
            ${o.paybackPolicyId}, ${iso(o.now)}, ${iso(o.expiresAt)},
            ${o.issuedAtOnce ? 'complete' : 'created'}, ${o.issuedAtOnce ? iso(o.now) : null})
          on conflict (user_id, idempotency_key) do nothing
          returning id, number::int as number
        ), l as (
          insert into order_lines (order_id, kind, title, service_id, package_rate_id, session_id,
            hold_id, section_member_id, visit_date, quantity, unit_price_kopecks, amount_kopecks,
            fee_kopecks)
          select o.id, x.kind, x.title, x.service_id, x.package_rate_id, x.session_id, x.hold_id,
                 x.section_member_id, x.visit_date, x.quantity, x.unit_price_kopecks,
                 x.amount_kopecks, x.fee_kopecks
            from o, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(ord int, kind text,
              title text, service_id int, package_rate_id int, session_id bigint, hold_id uuid,
              section_member_id uuid, visit_date date, quantity int, unit_price_kopecks int,
              amount_kopecks int, fee_kopecks int)
           order by x.ord
          returning id::int as id, kind, service_id as "serviceId",
                    package_rate_id as "packageRateId", session_id::int as "sessionId",
                    hold_id as "holdId", visit_date::text as "visitDate", quantity
        ), h as (
          update seat_holds set order_id = o.id, expires_at = ${iso(o.expiresAt)}
            from o
           where seat_holds.id in (select unnest(${`{${holdIds.join(',')}}`}::uuid[]))
             and seat_holds.order_id is null and seat_holds.status = 'ACTIVE'
          returning seat_holds.id
        )
        select o.id, o.number, (select count(*)::int from h) as attached,
               (select coalesce(jsonb_agg(to_jsonb(l) order by l.id), '[]'::jsonb) from l) as lines
          from o`,
    PlacedOrderSchema,
  );
  return row ?? null;
}

export async function orderIdByKey(
  db: Db,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

// raw SQL: the order and its lines are read joined, with their enums and instants parsed here
const OrderRowSchema = z.object({
  id: z.string(),
  number: z.number(),
  userId: z.string(),
  childId: z.string().nullable(),
  complexId: z.number(),
  complexName: z.string(),
  status: z.string(),
  provider: z.enum(['YOOKASSA', 'SBERBANK']).nullable(),
  subtotalKopecks: z.number(),
  feeKopecks: z.number(),
  totalKopecks: z.number(),
  createdAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  paidAt: z.coerce.date().nullable(),
  cancelReason: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

const OrderLineRowSchema = z.object({
  id: z.number(),
  kind: LineKindSchema,
  title: z.string(),
  serviceId: z.number().nullable(),
  packageRateId: z.number().nullable(),
  sessionId: z.number().nullable(),
  holdId: z.string().nullable(),
  sectionMemberId: z.string().nullable(),
  visitDate: z.string().nullable(),
  quantity: z.number(),
  unitPriceKopecks: z.number(),
  amountKopecks: z.number(),
  feeKopecks: z.number(),
  sessionStartsAt: z.coerce.date().nullable(),
});
export type OrderLineRow = z.infer<typeof OrderLineRowSchema>;

/** The order; `lock` also locks its row for the transaction, in the same round trip. */
export async function findOrder(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select o.id, o.number::int as number, o.user_id as "userId", o.child_id as "childId",
               o.complex_id as "complexId", c.name as "complexName", o.status, o.provider,
               o.subtotal_kopecks as "subtotalKopecks", o.fee_kopecks as "feeKopecks",
               o.total_kopecks as "totalKopecks", o.created_at as "createdAt",
               o.expires_at as "expiresAt", o.paid_at as "paidAt", o.cancel_reason as "cancelReason"
          from orders o join complexes c on c.id = o.complex_id
         where o.id = ${id}${lock ? sql` for update of o` : sql``}`,
    OrderRowSchema,
  );
  return row;
}

export async function findLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return queryRows(
    db,
    sql`select l.id::int as id, l.kind, l.title, l.service_id as "serviceId",
               l.package_rate_id as "packageRateId", l.session_id::int as "sessionId",
               l.hold_id as "holdId", l.section_member_id as "sectionMemberId",
               l.visit_date::text as "visitDate", l.quantity,
               l.unit_price_kopecks as "unitPriceKopecks", l.amount_kopecks as "amountKopecks",
               l.fee_kopecks as "feeKopecks", s.starts_at as "sessionStartsAt"
          from order_lines l left join event_sessions s on s.id = l.session_id
         where l.order_id = ${orderId} order by l.id`,
    OrderLineRowSchema,
  );
}

/** created → payed | complete, once. */
export async function markIssued(
  db: Db,
  id: string,
  status: 'payed' | 'complete',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status, paidAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Sells a hold's seats on a session whose row lock this transaction already holds, if they are
 * still there: the hold's own seats when it is live, otherwise seats nobody sold or holds
 * (capacity − sold − the others' live holds). One statement (issue 27, where there were five
 * plus one per ticket): counts, adds to `sold` (the check constraint refuses more than the
 * capacity whatever this says), converts the hold and writes one ticket per seat. False when
 * the seats are gone (nothing written) — also when the venue canceled the session meanwhile
 * (issue 25): the payment that arrives after a cancellation is refunded, never a ticket. A hold
 * on a part (issue 25) sells its units on the session and along its part's path in the same
 * statement, when every part of that path still has them; its tickets are on the part when it
 * is a leaf or taken whole (an ANY ticket above the leaves gets its leaf at the door).
 */
export async function sellHeldSeats(
  db: Db,
  t: {
    sessionId: number;
    holdId: string;
    quantity: number;
    orderId: string;
    orderLineId: number;
    userId: string;
    childId: string | null;
    visitDate: string | null;
    now: Date;
  },
): Promise<boolean> {
  const qr = Array.from({ length: t.quantity }, qrCodeId);
  const units = sql`coalesce((select u from mine), ${t.quantity}::int)`;
  // raw SQL: the count, the guarded sale and its writes in one statement (data-modifying CTEs);
  // a hold on a part (issue 25, place-parts/path-repository.ts) also counts along its part's path
  const [row] = await queryRows(
    db,
    sql`with own as (
          select coalesce(sum(coalesce(units, quantity)), 0)::int as n from seat_holds
           where id = ${t.holdId} and status = 'ACTIVE' and expires_at > ${iso(t.now)}
        ), held as (
          select coalesce(sum(coalesce(units, quantity)), 0)::int as n from seat_holds
           where session_id = ${t.sessionId} and status = 'ACTIVE' and expires_at > ${iso(t.now)}
        ), mine as (
          select part_id, kind, quantity as q, coalesce(units, quantity) as u from seat_holds
           where id = ${t.holdId}
        ), nodes as (${mineNodes(t.sessionId)}
        ), live as (${liveSales(t.now, sql`and h.id <> ${t.holdId}`)}
        ), sale as (${mineSale}
        ), room as (
          select n.part_id, ${freeOn('n')} as free, ${counted('n', 'sale')} as want
            from nodes n, sale
        ), sold as (
          update event_sessions set sold = sold + ${units}
           where id = ${t.sessionId} and not canceled
             and capacity - sold - ((select n from held) - (select n from own)) >= ${units}
             and not exists (select 1 from room where free < want)
          returning id
        ), parts as (
          update session_part_sales sp set sold = sp.sold + r.want from room r
           where sp.session_id = ${t.sessionId} and sp.part_id = r.part_id and r.want > 0
             and exists (select 1 from sold)
        ), converted as (
          update seat_holds set status = 'CONVERTED'
           where id = ${t.holdId} and exists (select 1 from sold)
        ), issued as (
          insert into tickets (qr_code_id, order_id, order_line_id, user_id, child_id, session_id,
            service_id, visit_date, visits_total, created_at, part_id)
          select q.code, ${t.orderId}, ${t.orderLineId}, ${t.userId}, ${t.childId}::uuid,
                 ${t.sessionId}, null, ${t.visitDate}::date, 1, ${iso(t.now)},
                 (select case when sale.kind = 'WHOLE' or sale.leaf then sale.hid end from sale)
            from sold, unnest(${`{${qr.join(',')}}`}::text[]) as q(code)
        )
        select count(*)::int as n from sold`,
    z.object({ n: z.number() }),
  );
  return (row?.n ?? 0) > 0;
}

/** The id in /tabs/profile/tickets/{qrCodeId}: 128 random bits, never guessable. */
const qrCodeId = (): string => randomBytes(16).toString('base64url');

export async function insertTickets(
  db: Db,
  t: {
    orderId: string;
    orderLineId: number;
    userId: string;
    childId: string | null;
    sessionId: number | null;
    serviceId: number | null;
    visitDate: string | null;
    visitsTotal: number | null;
    count: number;
    now: Date;
  },
): Promise<void> {
  for (let i = 0; i < t.count; i++) {
    await db.execute(
      sql`insert into tickets (qr_code_id, order_id, order_line_id, user_id, child_id, session_id,
            service_id, visit_date, visits_total, created_at)
          values (${qrCodeId()}, ${t.orderId}, ${t.orderLineId}, ${t.userId}, ${t.childId},
            ${t.sessionId}, ${t.serviceId}, ${t.visitDate}, ${t.visitsTotal}, ${iso(t.now)})`,
    );
  }
}

export async function insertSoldPackage(
  db: Db,
  p: {
    orderId: string;
    orderLineId: number;
    userId: string;
    childId: string | null;
    rateId: number;
    now: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into sold_packages (order_id, order_line_id, user_id, child_id, package_id, rate_id,
          visits_total, created_at)
        select ${p.orderId}, ${p.orderLineId}, ${p.userId}, ${p.childId}, r.package_id, r.id,
               r.visits, ${iso(p.now)}
          from package_rates r where r.id = ${p.rateId}`,
  );
}

/**
 * The person cancels their unpaid order (issue 28): created → canceled, and its held seats are
 * released in the same statement's transaction, so the capacity is back at once. Only a
 * `created` order moves; false when it was not (already canceled, paid).
 */
export async function cancelCreatedOrder(
  db: Db,
  orderId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'canceled', canceledAt: now, cancelReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await db
    .update(seatHolds)
    .set({ status: 'RELEASED' })
    .where(and(eq(seatHolds.orderId, orderId), eq(seatHolds.status, 'ACTIVE')));
  return true;
}

/** Holds past their time become RELEASED; unpaid orders past theirs are canceled (sweeper). */
export async function sweepExpired(db: Db, now: Date): Promise<{ holds: number; orders: number }> {
  const holds = await db
    .update(seatHolds)
    .set({ status: 'RELEASED' })
    .where(and(eq(seatHolds.status, 'ACTIVE'), lte(seatHolds.expiresAt, now)))
    .returning({ id: seatHolds.id });
  // raw SQL: NOT EXISTS over the order's live payment attempts
  const canceled = await queryRows(
    db,
    sql`update orders o set status = 'canceled', canceled_at = ${iso(now)}, cancel_reason = 'ORDER_EXPIRED'
        where o.status = 'created' and o.expires_at <= ${iso(now)}
          and not exists (select 1 from payment_attempts a
                           where a.order_id = o.id and a.status in ('created', 'pending'))
        returning o.id`,
    z.object({ id: z.string() }),
  );
  return { holds: holds.length, orders: canceled.length };
}
