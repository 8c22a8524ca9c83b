import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import type { Buyer } from './buyers';

// The checkout calls as the app makes them (packages/contract/src/api/orders.ts): hold the
// seats, then the order with a RESERVATION line — POST /v2/mob/preorder for a paid session,
// POST /v2/mob/order-free-sales for a free one (the order is issued at once).

export const HOLD_PATH = '/v2/mob/scheduled-events/reservations';
export const PREORDER_PATH = '/v2/mob/preorder';
export const FREE_SALE_PATH = '/v2/mob/order-free-sales';

export interface Answer {
  /** 'OK', or the error code of the answer (SOLD_OUT, …), or `HTTP <status>` without a code. */
  code: string;
  /** Which call answered last: the hold (refused) or the order. */
  step: 'hold' | 'order';
  ms: number;
}

async function post(
  base: string,
  path: string,
  auth: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  // undici's request, not fetch: the client shares the machine's cores with the API and
  // PostgreSQL, and fetch's WHATWG streams cost it several times the CPU a call (issue 27).
  const res = await request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: res.statusCode, json };
}

const codeOf = (r: { status: number; json: Record<string, unknown> }): string =>
  r.status === 200 ? 'OK' : typeof r.json.code === 'string' ? r.json.code : `HTTP ${r.status}`;

/** Hold one seat, then order it; the time is the whole purchase as the buyer waits for it. */
export async function buySeat(
  base: string,
  buyer: Buyer,
  o: { sessionId: number; complexId: number; free: boolean },
  /** Runs between the hold and the order (the round-trip count reads the app's counter). */
  afterHold?: () => Promise<void>,
): Promise<Answer> {
  const started = performance.now();
  const hold = await post(base, HOLD_PATH, buyer.auth, { sessionId: o.sessionId, quantity: 1 });
  if (hold.status !== 200)
    return { code: codeOf(hold), step: 'hold', ms: performance.now() - started };
  await afterHold?.();
  const order = await post(base, o.free ? FREE_SALE_PATH : PREORDER_PATH, buyer.auth, {
    idempotencyKey: randomUUID(),
    complexId: o.complexId,
    agreementsAccepted: true,
    lines: [{ kind: 'RESERVATION', reservationId: hold.json.id }],
  });
  return { code: codeOf(order), step: 'order', ms: performance.now() - started };
}

/**
 * Fails with a clear message when a checkout route is missing (404 from the router, not a 404
 * of a missing session): the endpoints come from the checkout module (issue 10).
 */
export async function assertCheckoutRoutes(base: string, auth: string): Promise<void> {
  for (const path of [HOLD_PATH, PREORDER_PATH, FREE_SALE_PATH]) {
    const res = await post(base, path, auth, {});
    if (res.status === 404)
      throw new Error(
        `POST ${path} отвечает 404: в этой сборке нет маршрутов оформления заказа (модуль orders, issue 10). Слейте ветку с ними и запустите замер снова.`,
      );
  }
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const countCodes = (answers: Answer[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a.code, (counts.get(a.code) ?? 0) + 1);
  return counts;
};

export const codesText = (counts: Map<string, number>): string =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} × ${n}`)
    .join(', ');
