import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Buyer } from './buyers';
import { HOLD_PATH, PREORDER_PATH } from './checkout-api';

// The paying calls as the app and a person make them (issue 11): an order for a paid session,
// POST /v1/mob/sber/payment, the emulator's page with a test card, and the order's state.

export type Provider = 'YOOKASSA' | 'SBERBANK';
export const OK_CARD = '5555555555554477';

/** A paid session (700 ₽, room for everyone) at a venue whose owner takes payments through `provider`. */
export async function paidSession(
  client: pg.Client,
  provider: Provider,
): Promise<{ sessionId: number; complexId: number }> {
  const { rows } = await client.query<{ session_id: string; complex_id: number }>(
    `with v as (
       select p.complex_id, p.id place_id from places p
       join complexes c on c.id = p.complex_id
       join cashbox_accounts a on a.owner_id = c.owner_id and a.provider = $1
       order by p.id limit 1),
     e as (
       insert into scheduled_events (complex_id, place_id, name, service_type, price_kopecks,
         duration_minutes, audience, target_group)
       select complex_id, place_id, 'Замер: оплата', 'GROUP', 70000, 60, 'USER_AND_CHILDREN', 'ALL'
       from v returning id, complex_id)
     insert into event_sessions (event_id, starts_at, ends_at, capacity, sold)
     select e.id, date_trunc('hour', now()) + interval '3 days',
       date_trunc('hour', now()) + interval '3 days 1 hour', 100000, 0 from e
     returning id session_id, (select complex_id from e) complex_id`,
    [provider],
  );
  if (!rows[0]) throw new Error(`оплата: в базе нет площадки с кассой ${provider}`);
  return { sessionId: Number(rows[0].session_id), complexId: rows[0].complex_id };
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  auth: string | null,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth ? { authorization: auth } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: res.status, json: { message: text.slice(0, 200) } };
  }
}

/** Hold one seat and order it: the order waits for payment. */
export async function paidOrder(
  base: string,
  buyer: Buyer,
  s: { sessionId: number; complexId: number },
): Promise<string> {
  const hold = await call(base, 'POST', HOLD_PATH, buyer.auth, {
    sessionId: s.sessionId,
    quantity: 1,
  });
  if (hold.status !== 200) throw new Error(`бронь: ${hold.status} ${JSON.stringify(hold.json)}`);
  const order = await call(base, 'POST', PREORDER_PATH, buyer.auth, {
    idempotencyKey: randomUUID(),
    complexId: s.complexId,
    agreementsAccepted: true,
    lines: [{ kind: 'RESERVATION', reservationId: hold.json.id }],
  });
  if (order.status !== 200) throw new Error(`заказ: ${order.status} ${JSON.stringify(order.json)}`);
  return String(order.json.id);
}

/** POST /v1/mob/sber/payment: the attempt id and the page's path on our server. */
export async function startPayment(
  base: string,
  buyer: Buyer,
  orderId: string,
): Promise<{ billId: string; page: string }> {
  const r = await call(base, 'POST', '/v1/mob/sber/payment', buyer.auth, { orderId });
  if (r.status !== 200) throw new Error(`оплата: ${r.status} ${JSON.stringify(r.json)}`);
  const url = new URL(String(r.json.confirmationUrl));
  return { billId: String(r.json.billId), page: url.pathname + url.search };
}

/** The card form on the emulator's page; answers the status (303 = sent back to the shop). */
export async function payOnPage(base: string, page: string, card = OK_CARD): Promise<number> {
  const res = await fetch(`${base}${page}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ step: 'card', card, exp: '12/35', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

export async function setFaults(base: string, body: Record<string, unknown>): Promise<void> {
  const r = await call(base, 'POST', '/emulators/payments/faults', null, body);
  if (r.status !== 200) throw new Error(`faults: ${r.status} ${JSON.stringify(r.json)}`);
}

export interface Invariants {
  paidWithoutTickets: number;
  ticketsWithoutPayment: number;
  doubleCharges: number;
  /** Paid at the provider but not (yet) settled by us: 0 once reconciliation caught up. */
  unsettled: number;
}

/** The goals of issue 11's fault tests, read from the database (ours and the emulators' books). */
export async function invariants(client: pg.Client): Promise<Invariants> {
  const one = async (sql: string) =>
    Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  return {
    paidWithoutTickets: await one(
      `select count(*) n from payment_attempts a join orders o on o.id = a.order_id
       where a.status = 'succeeded' and o.status not in ('payed', 'complete')
         and not exists (select 1 from refunds r where r.attempt_id = a.id)`,
    ),
    ticketsWithoutPayment: await one(
      `select count(*) n from tickets t join orders o on o.id = t.order_id
       where o.total_kopecks > 0 and not exists (
         select 1 from payment_attempts a where a.order_id = o.id and a.status = 'succeeded')`,
    ),
    // Money taken more than once for one order and not given back.
    doubleCharges: await one(
      `select coalesce(sum(n - 1), 0) n from (
         select a.order_id, count(*) n from payment_attempts a
         join emulated_payments e on e.idempotence_key in (a.id::text, replace(a.id::text, '-', ''))
         where e.status = 'succeeded' and e.refunded_kopecks < e.amount_kopecks
         group by a.order_id having count(*) > 1) d`,
    ),
    unsettled: await one(
      `select count(*) n from payment_attempts a
       join emulated_payments e on e.idempotence_key in (a.id::text, replace(a.id::text, '-', ''))
       where e.status = 'succeeded' and a.status <> 'succeeded'
         and not exists (select 1 from refunds r where r.attempt_id = a.id and r.status = 'succeeded')`,
    ),
  };
}
