import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OrderSchema, ReservationSchema } from '@sportkarta/contract/api/orders';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/client';
import { createSession, type Shop } from './orders-fixtures';
import { type Auth, eventually, payOrder } from './payments-helpers';

// Issue 12 tax-certificate tests: paid orders for the person or a child through the real
// checkout and the payment emulator, a refund as the refunds part writes it, and the text of a
// PDF read back through its ToUnicode map.

/** A session seat (700 ₽ each) bought and paid at the app's current time; answers the order. */
export async function buyAndPay(
  app: FastifyInstance,
  auth: Auth,
  shop: Shop,
  o: { startsAt: Date; childId?: string; quantity?: number },
): Promise<string> {
  const sessionId = await createSession(app, shop, {
    startsAt: o.startsAt,
    capacity: 10,
    priceKopecks: 70000,
  });
  const held = await app.inject({
    method: 'POST',
    url: '/v2/mob/scheduled-events/reservations',
    headers: auth,
    payload: { sessionId, quantity: o.quantity ?? 1 },
  });
  if (held.statusCode !== 200) throw new Error(`hold ${held.statusCode}: ${held.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/v2/mob/preorder',
    headers: auth,
    payload: {
      idempotencyKey: randomUUID(),
      agreementsAccepted: true,
      complexId: shop.complexId,
      childId: o.childId ?? null,
      lines: [{ kind: 'RESERVATION', reservationId: ReservationSchema.parse(held.json()).id }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`preorder ${res.statusCode}: ${res.body}`);
  const orderId = OrderSchema.parse(res.json()).id;
  await payOrder(app, auth, orderId);
  await eventually(async () => {
    const [row] = await queryRows(
      app.db,
      sql`select status from orders where id = ${orderId}`,
      z.object({ status: z.string() }),
    );
    return row?.status === 'payed';
  });
  return orderId;
}

/** A succeeded refund of `amountKopecks` of the order's first line (as issue 12's refunds write it). */
export async function refundLine(
  app: FastifyInstance,
  orderId: string,
  amountKopecks: number,
): Promise<void> {
  const now = app.clock.now().toISOString();
  const [refund] = await queryRows(
    app.db,
    sql`insert into refunds (order_id, attempt_id, amount_kopecks, status, reason, created_at,
          updated_at, finished_at)
        select ${orderId}, a.id, ${amountKopecks}, 'succeeded', 'REQUESTED', ${now}, ${now}, ${now}
          from payment_attempts a where a.order_id = ${orderId} and a.status = 'succeeded'
        returning id`,
    z.object({ id: z.string() }),
  );
  await app.db.execute(
    sql`insert into refund_lines (refund_id, order_line_id, amount_kopecks)
        select ${refund!.id}, l.id, ${amountKopecks} from order_lines l
         where l.order_id = ${orderId} order by l.id limit 1`,
  );
}

export async function putOnSportList(
  app: FastifyInstance,
  ownerId: string,
  years: number[],
): Promise<void> {
  await app.db.execute(
    sql`update place_owners set kpp = '770101001', sport_list_years = ${`{${years.join(',')}}`}::smallint[]
         where id = ${ownerId}`,
  );
}

/** The text a viewer shows: every `<…> Tj` of the content decoded through the ToUnicode map. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/<<([^<>]*)>>\nstream\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)![1]);
    const start = m.index + m[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + length)).toString('latin1'));
  }
  const cmap = new Map<string, string>();
  for (const s of streams.filter((x) => x.includes('beginbfchar')))
    for (const [, cid, cp] of s.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})>/g))
      cmap.set(cid!, String.fromCharCode(parseInt(cp!, 16)));
  const lines: string[] = [];
  for (const s of streams.filter((x) => x.includes(' Tj')))
    for (const [, hex] of s.matchAll(/<([0-9a-f]+)> Tj/g))
      lines.push(
        hex!
          .match(/.{4}/g)!
          .map((cid) => cmap.get(cid) ?? '?')
          .join(''),
      );
  return lines.join('\n');
}
