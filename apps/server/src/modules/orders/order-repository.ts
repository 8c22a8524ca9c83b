import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { orders, seatHolds } from '../../db/schema';

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
  now: Date;
  expiresAt: Date;
}

/** Inserts the order; null when the person already has an order under this key. */
export async function insertOrder(db: Db, o: NewOrder): Promise<string | null> {
  const { now, ...order } = o;
  const rows = await db
    .insert(orders)
    .values({ ...order, createdAt: now })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return rows[0]?.id ?? null;
}

export async function insertLines(
  db: Db,
  orderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  for (const l of lines) {
    await db.execute(
      sql`insert into order_lines (order_id, kind, title, service_id, package_rate_id, session_id,
            hold_id, section_member_id, visit_date, quantity, unit_price_kopecks, amount_kopecks,
            fee_kopecks)
          values (${orderId}, ${l.kind}, ${l.title}, ${l.serviceId}, ${l.packageRateId}, ${l.sessionId},
            ${l.holdId}, ${l.sectionMemberId}, ${l.visitDate}, ${l.quantity}, ${l.unitPriceKopecks},
            ${l.amountKopecks}, ${l.feeKopecks})`,
    );
  }
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

export async function findOrder(db: Db, id: string, lock = false): Promise<OrderRow | undefined> {
  if (lock) await db.execute(sql`select id from orders where id = ${id} for update`);
  const [row] = await queryRows(
    db,
    sql`select o.id, o.number::int as number, o.user_id as "userId", o.child_id as "childId",
               o.complex_id as "complexId", c.name as "complexName", o.status, o.provider,
               o.subtotal_kopecks as "subtotalKopecks", o.fee_kopecks as "feeKopecks",
               o.total_kopecks as "totalKopecks", o.created_at as "createdAt",
               o.expires_at as "expiresAt", o.paid_at as "paidAt", o.cancel_reason as "cancelReason"
          from orders o join complexes c on c.id = o.complex_id where o.id = ${id}`,
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

/** Seats sold on a session, under its lock; the check constraint refuses more than capacity. */
export async function addSold(db: Db, sessionId: number, n: number): Promise<void> {
  await db.execute(sql`update event_sessions set sold = sold + ${n} where id = ${sessionId}`);
}

export async function convertHold(db: Db, holdId: string): Promise<void> {
  await db.execute(sql`update seat_holds set status = 'CONVERTED' where id = ${holdId}`);
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
