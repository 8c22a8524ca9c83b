import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import type { Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';

// Issue 25: a pool of lanes written straight into the layout tables, and the products an
// event sells on it (docs/decisions/capacity-by-part.md).

const NumId = z.object({ id: z.number() });

export interface Lanes {
  rootId: number;
  /** Lane ids, lane 1 first. */
  laneIds: number[];
  /** «Любая дорожка»: ANY on the root. */
  anyLane: number;
  /** «Дорожка N» for one swimmer: ANY on lane N (index N − 1). */
  lane: number[];
  /** «Дорожка N целиком»: WHOLE on lane N (index N − 1). */
  wholeLane: number[];
}

const insertPart = async (
  app: FastifyInstance,
  p: { placeId: number; parentId: number | null; name: string; capacity: number | null },
) => {
  const [row] = await queryRows(
    app.db,
    sql`with id as (select nextval(pg_get_serial_sequence('place_parts', 'id'))::int as id)
        insert into place_parts (id, place_id, parent_id, name, capacity, path, position)
        select id.id, ${p.placeId}, ${p.parentId}::int, ${p.name}, ${p.capacity}::int,
               coalesce((select path from place_parts where id = ${p.parentId}::int), '{}') || id.id,
               0
          from id returning id`,
    NumId,
  );
  return row!.id;
};

const insertProduct = async (
  app: FastifyInstance,
  p: { eventId: number; partId: number; kind: 'ANY' | 'WHOLE'; name: string; price: number },
) => {
  const [row] = await queryRows(
    app.db,
    sql`insert into event_products (event_id, part_id, kind, name, price_kopecks)
        values (${p.eventId}, ${p.partId}, ${p.kind}, ${p.name}, ${p.price}) returning id`,
    NumId,
  );
  return row!.id;
};

/** A pool of `lanes` lanes of `perLane` at the shop's place, sold by the session's event. */
export async function createLanes(
  app: FastifyInstance,
  shop: Shop,
  sessionId: number,
  o: { lanes: number; perLane: number; priceKopecks?: number },
): Promise<Lanes> {
  const [event] = await queryRows(
    app.db,
    sql`select event_id as id from event_sessions where id = ${sessionId}`,
    NumId,
  );
  const eventId = event!.id;
  const price = o.priceKopecks ?? 0;
  // A place has one layout: a second pool of the same shop replaces nothing, it reuses it.
  const [existing] = await queryRows(
    app.db,
    sql`select id from place_parts where place_id = ${shop.placeId} and parent_id is null`,
    NumId,
  );
  const rootId =
    existing?.id ??
    (await insertPart(app, {
      placeId: shop.placeId,
      parentId: null,
      name: 'Бассейн',
      capacity: null,
    }));
  const laneIds = existing
    ? (
        await queryRows(
          app.db,
          sql`select id from place_parts where parent_id = ${rootId} order by id`,
          NumId,
        )
      ).map((r) => r.id)
    : [];
  for (let n = laneIds.length + 1; n <= o.lanes; n++)
    laneIds.push(
      await insertPart(app, {
        placeId: shop.placeId,
        parentId: rootId,
        name: `Дорожка ${n}`,
        capacity: o.perLane,
      }),
    );
  const anyLane = await insertProduct(app, {
    eventId,
    partId: rootId,
    kind: 'ANY',
    name: 'Любая дорожка',
    price,
  });
  const lane: number[] = [];
  const wholeLane: number[] = [];
  for (const [i, partId] of laneIds.entries()) {
    const name = `Дорожка ${i + 1}`;
    lane.push(await insertProduct(app, { eventId, partId, kind: 'ANY', name, price }));
    wholeLane.push(
      await insertProduct(app, {
        eventId,
        partId,
        kind: 'WHOLE',
        name: `${name} целиком`,
        price: price * o.perLane,
      }),
    );
  }
  return { rootId, laneIds, anyLane, lane, wholeLane };
}

/** Units counted on each part of the session: part id → sold. */
export async function partSales(app: FastifyInstance, sessionId: number) {
  const rows = await queryRows(
    app.db,
    sql`select part_id as "partId", sold from session_part_sales where session_id = ${sessionId}`,
    z.object({ partId: z.number(), sold: z.number() }),
  );
  return new Map(rows.map((r) => [r.partId, r.sold]));
}

/** Holds a free product of the session and takes it with a free order: the order's answer. */
export async function takeFreeProduct(
  app: FastifyInstance,
  a: { auth: Auth; shop: Shop; sessionId: number; productId: number; quantity?: number },
) {
  const held = await app.inject({
    method: 'POST',
    url: '/v2/mob/scheduled-events/reservations',
    headers: a.auth,
    payload: { sessionId: a.sessionId, productId: a.productId, quantity: a.quantity ?? 1 },
  });
  expect(held.statusCode, held.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/v2/mob/order-free-sales',
    headers: a.auth,
    payload: {
      idempotencyKey: randomUUID(),
      agreementsAccepted: true,
      complexId: a.shop.complexId,
      lines: [{ kind: 'RESERVATION', reservationId: (held.json() as { id: string }).id }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return OrderSchema.parse(res.json());
}
