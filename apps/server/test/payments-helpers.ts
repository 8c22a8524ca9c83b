import { randomUUID } from 'node:crypto';
import {
  OrderSchema,
  ReservationSchema,
  StartPaymentResponseSchema,
} from '@sportkarta/contract/api/orders';
import type { FastifyInstance } from 'fastify';
import { createSession, createShop, type Shop } from './orders-fixtures';

// Issue 11 test helpers: a paid order with seats held, and a person on the emulators' page.

export type Auth = Record<string, string>;

export async function paidShop(
  app: FastifyInstance,
  provider: 'YOOKASSA' | 'SBERBANK',
): Promise<Shop> {
  return createShop(app, { provider, feeBasisPoints: 150 });
}

/** Holds `quantity` seats on a new session of `shop` and makes the order for them. */
export async function paidOrder(
  app: FastifyInstance,
  auth: Auth,
  shop: Shop,
  o: { startsAt: Date; capacity?: number; quantity?: number; sessionId?: number },
): Promise<{ orderId: string; sessionId: number; totalKopecks: number }> {
  const sessionId =
    o.sessionId ??
    (await createSession(app, shop, {
      startsAt: o.startsAt,
      capacity: o.capacity ?? 10,
      priceKopecks: 70000,
    }));
  const held = await app.inject({
    method: 'POST',
    url: '/v2/mob/scheduled-events/reservations',
    headers: auth,
    payload: { sessionId, quantity: o.quantity ?? 1 },
  });
  if (held.statusCode !== 200) throw new Error(`hold ${held.statusCode}: ${held.body}`);
  const reservation = ReservationSchema.parse(held.json());
  const res = await app.inject({
    method: 'POST',
    url: '/v2/mob/preorder',
    headers: auth,
    payload: {
      idempotencyKey: randomUUID(),
      agreementsAccepted: true,
      complexId: shop.complexId,
      lines: [{ kind: 'RESERVATION', reservationId: reservation.id }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`preorder ${res.statusCode}: ${res.body}`);
  const order = OrderSchema.parse(res.json());
  return { orderId: order.id, sessionId, totalKopecks: order.totalKopecks };
}

export async function startPayment(app: FastifyInstance, auth: Auth, orderId: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/mob/sber/payment',
    headers: auth,
    payload: { orderId },
  });
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/**
 * Pays on the emulator's page as a person would: opens it, submits the card form, and (for the
 * 3-D Secure card) the code. Answers where the page sent the browser back.
 */
export async function payOnPage(
  app: FastifyInstance,
  confirmationUrl: string,
  card: string,
  code?: string,
): Promise<{ status: number; location: string | undefined; body: string }> {
  const page = await app.inject({ method: 'GET', url: pathOf(confirmationUrl) });
  if (page.statusCode !== 200) throw new Error(`page ${page.statusCode}: ${page.body}`);
  const form = { step: 'card', card, exp: '12/35', cvc: '123' };
  let res = await app.inject({
    method: 'POST',
    url: pathOf(confirmationUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  if (code !== undefined && res.statusCode === 200) {
    res = await app.inject({
      method: 'POST',
      url: pathOf(confirmationUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ step: '3ds', code }).toString(),
    });
  }
  return {
    status: res.statusCode,
    location: res.headers.location as string | undefined,
    body: res.body,
  };
}

/** Opens the order's payment page and pays it with a test card (the good one by default). */
export async function payOrder(
  app: FastifyInstance,
  auth: Auth,
  orderId: string,
  card = '5555555555554477',
) {
  const start = StartPaymentResponseSchema.parse((await startPayment(app, auth, orderId)).json());
  await payOnPage(app, start.confirmationUrl, card);
  return start;
}

/** Waits (real time) until `check` holds: notifications travel on timers, as on the wire. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('eventually: condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function setFaults(
  app: FastifyInstance,
  body: {
    provider: 'YOOKASSA' | 'SBERBANK';
    api?: string[];
    notify?: string;
    lateMs?: number;
    slowMs?: number;
  },
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/emulators/payments/faults',
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`faults ${res.statusCode}: ${res.body}`);
}

/**
 * Resolves when the payment emulators have delivered every notification asked for so far (and
 * our server has answered each): duplicates and retries included. Await it instead of sleeping
 * before counting what the deliveries did.
 */
export async function deliveriesDone(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/emulators/payments/idle' });
  if (res.statusCode !== 200) throw new Error(`idle ${res.statusCode}: ${res.body}`);
}
