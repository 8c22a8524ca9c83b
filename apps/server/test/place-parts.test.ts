import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ScheduledEventsResponseSchema } from '@sportkarta/contract/api/catalogue';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import { SessionCalendarSchema } from '@sportkarta/contract/api/venue-sessions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { releaseSessionSeats } from '../src/modules/payments/refund-repository';
import { signIn } from './accounts-helpers';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import { eventually, paidShop, payOrder, type Auth } from './payments-helpers';
import { createLanes, partSales } from './place-parts-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25: capacity by part of a place (docs/decisions/capacity-by-part.md) — a lane sells out
// while «any lane» still sells until the pool is full, a whole lane and a swimmer on it exclude
// each other, and a refund gives the units back along the path. Sessions without a layout are
// the checkout's own tests (orders-checkout.test.ts and its neighbours).

const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');

describe.each(ENGINES)('capacity by part ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, NOW);

    const post = (auth: Auth, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });
    const hold = (auth: Auth, sessionId: number, productId: number | undefined, quantity = 1) =>
      post(auth, '/v2/mob/scheduled-events/reservations', { sessionId, productId, quantity });
    const codeOf = (res: { statusCode: number; json: () => unknown }) =>
      res.statusCode === 200 ? 'OK' : (res.json() as { code: string }).code;
    /** Holds and takes a free product: the order's answer. */
    const takeFree = async (
      auth: Auth,
      shop: Shop,
      sessionId: number,
      productId: number,
      q = 1,
    ) => {
      const held = await hold(auth, sessionId, productId, q);
      expect(held.statusCode, held.body).toBe(200);
      const res = await post(auth, '/v2/mob/order-free-sales', {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        complexId: shop.complexId,
        lines: [{ kind: 'RESERVATION', reservationId: (held.json() as { id: string }).id }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return OrderSchema.parse(res.json());
    };
    const productsOf = async (shop: Shop, sessionId: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/public/scheduled-events?placeId=${shop.placeId}&date=2026-11-28`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const session = ScheduledEventsResponseSchema.parse(res.json())
        .events.flatMap((e) => e.sessions)
        .find((s) => s.id === sessionId);
      return Object.fromEntries((session?.products ?? []).map((p) => [p.name, p.left]));
    };
    const sold = (sessionId: number) =>
      countRows(t.app, sql`select sold as n from event_sessions where id = ${sessionId}`);
    /** The venue's calendar row of the session, as its administrator reads it. */
    const calendarRow = async (shop: Shop, sessionId: number) => {
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const cal = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${shop.complexId}/sessions?from=2026-11-28&to=2026-11-28`,
        headers: admin.auth,
      });
      expect(cal.statusCode, cal.body).toBe(200);
      return SessionCalendarSchema.parse(cal.json()).sessions.find((s) => s.id === sessionId);
    };
    /** A new free session of 6 at a new venue, with a pool of three lanes of two. */
    const freePool = async () => {
      const shop = await createShop(t.app, { provider: null });
      const sessionId = await createSession(t.app, shop, {
        startsAt: SATURDAY,
        capacity: 6,
        priceKopecks: 0,
      });
      const pool = await createLanes(t.app, shop, sessionId, { lanes: 3, perLane: 2 });
      return { shop, sessionId, pool };
    };

    it('lane 3 sells out while «Любая дорожка» still sells until the whole pool is full', async () => {
      const { shop, sessionId, pool } = await freePool();
      const [a, b, c] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];

      const order = await takeFree(a.auth, shop, sessionId, pool.lane[2]!, 2);
      expect(order.lines[0]!.title).toBe('Свободное плавание — Дорожка 3');
      const tickets = await queryRows(
        t.app.db,
        sql`select part_id as "partId" from tickets where order_id = ${order.id}`,
        z.object({ partId: z.number().nullable() }),
      );
      expect(tickets).toEqual([{ partId: pool.laneIds[2] }, { partId: pool.laneIds[2] }]);
      expect(codeOf(await hold(b.auth, sessionId, pool.lane[2]))).toBe('SOLD_OUT');
      expect(await productsOf(shop, sessionId)).toMatchObject({
        'Любая дорожка': 4,
        'Дорожка 1': 2,
        'Дорожка 3': 0,
        'Дорожка 1 целиком': 1,
        'Дорожка 3 целиком': 0,
      });

      // «Any lane» takes the rest of the pool: held (not yet bought), it counts already.
      expect(codeOf(await hold(c.auth, sessionId, pool.anyLane, 4))).toBe('OK');
      expect(codeOf(await hold(b.auth, sessionId, pool.anyLane))).toBe('SOLD_OUT');
      expect(codeOf(await hold(b.auth, sessionId, pool.lane[0]))).toBe('SOLD_OUT');
      expect(codeOf(await hold(b.auth, sessionId, undefined))).toBe('SOLD_OUT');
      expect(await productsOf(shop, sessionId)).toMatchObject({
        'Любая дорожка': 0,
        'Дорожка 1': 0,
      });
      const anyTickets = await takeFree(c.auth, shop, sessionId, pool.anyLane, 4);
      expect(anyTickets.lines[0]!.quantity).toBe(4);
      expect(await sold(sessionId)).toBe(6);
      const sales = await partSales(t.app, sessionId);
      expect([sales.get(pool.rootId), ...pool.laneIds.map((id) => sales.get(id))]).toEqual([
        6, 0, 0, 2,
      ]);

      // The venue's calendar: occupancy per lane («any lane» tickets get theirs at the door).
      const row = await calendarRow(shop, sessionId);
      expect(row?.parts?.map((p) => [p.name, p.capacity, p.sold, p.held])).toEqual([
        ['Дорожка 1', 2, 0, 0],
        ['Дорожка 2', 2, 0, 0],
        ['Дорожка 3', 2, 2, 0],
      ]);
    });

    it('a whole lane keeps swimmers off it, a swimmer keeps it from being taken whole', async () => {
      const { shop, sessionId, pool } = await freePool();
      const [club, swimmer, late] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];

      expect(codeOf(await hold(club.auth, sessionId, pool.wholeLane[0], 2))).toBe(
        'ORDER_CANT_BE_CREATED',
      );
      const whole = await takeFree(club.auth, shop, sessionId, pool.wholeLane[0]!);
      expect(whole.lines[0]!.quantity).toBe(1);
      expect(await sold(sessionId)).toBe(2);
      expect(codeOf(await hold(swimmer.auth, sessionId, pool.lane[0]))).toBe('SOLD_OUT');

      await takeFree(swimmer.auth, shop, sessionId, pool.lane[1]!);
      expect(codeOf(await hold(late.auth, sessionId, pool.wholeLane[1]))).toBe('SOLD_OUT');
      // Lane 3 is still free whole; then «any lane» has the one place left on lane 2.
      await takeFree(late.auth, shop, sessionId, pool.wholeLane[2]!);
      expect(await productsOf(shop, sessionId)).toMatchObject({ 'Любая дорожка': 1 });
      expect(codeOf(await hold(late.auth, sessionId, pool.anyLane, 2))).toBe('SOLD_OUT');
      const sales = await partSales(t.app, sessionId);
      expect([sales.get(pool.rootId), ...pool.laneIds.map((id) => sales.get(id))]).toEqual([
        5, 2, 1, 2,
      ]);

      // A product of another session's event, or on a session without a layout: not found.
      const plain = await createSession(t.app, await createShop(t.app), { startsAt: SATURDAY });
      expect(codeOf(await hold(late.auth, plain, pool.anyLane))).toBe('NOT_FOUND');
    });

    it('the door gives an «any lane» ticket the freest lane the fixed sales leave', async () => {
      const { shop, sessionId, pool } = await freePool();
      const [club, swimmer, family] = [
        await signIn(t.app),
        await signIn(t.app),
        await signIn(t.app),
      ];
      await takeFree(club.auth, shop, sessionId, pool.wholeLane[0]!);
      await takeFree(swimmer.auth, shop, sessionId, pool.lane[1]!);
      const familyOrder = await takeFree(family.auth, shop, sessionId, pool.anyLane, 2);
      const list = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/user/purchases-services-with-date',
        headers: family.auth,
      });
      const tokens = TicketListSchema.parse(list.json()).items.map((i) => i.qrToken);
      expect(tokens).toHaveLength(2);

      clock.set('2026-11-28T09:50:00+03:00');
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const scan = async (qrToken: string) => {
        const res = await post(controller.auth, '/v1/mob/staff/check-in', {
          qrToken,
          complexId: shop.complexId,
        });
        expect(res.json().result, res.body).toBe('ACCEPTED');
        return CheckInResponseSchema.parse(res.json()).part;
      };
      // Lane 3 has both places free, lane 2 one: the first goes to lane 3, then a tie — lane 2.
      expect(await scan(tokens[0]!)).toBe('Дорожка 3');
      expect(await scan(tokens[1]!)).toBe('Дорожка 2');
      const sales = await partSales(t.app, sessionId);
      // The pool still counts its 5; the two units moved down to lanes 3 and 2.
      expect([sales.get(pool.rootId), ...pool.laneIds.map((id) => sales.get(id))]).toEqual([
        5, 2, 2, 1,
      ]);
      const row = await calendarRow(shop, sessionId);
      expect(row?.parts?.map((p) => [p.sold, p.checkedIn])).toEqual([
        [2, 0],
        [2, 1],
        [1, 1],
      ]);

      // Given back (what a refund applies): the pool's two and the two moved to lanes 3 and 2.
      const [line] = await queryRows(
        t.app.db,
        sql`select id::int as id from order_lines where order_id = ${familyOrder.id}`,
        z.object({ id: z.number() }),
      );
      await releaseSessionSeats(t.app.db, { id: line!.id, sessionId, quantity: 2 });
      const back = await partSales(t.app, sessionId);
      expect([back.get(pool.rootId), ...pool.laneIds.map((id) => back.get(id))]).toEqual([
        3, 2, 1, 0,
      ]);
      expect(await sold(sessionId)).toBe(3);
    });

    it('a refund gives the lane its places back, once, along the path', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const sessionId = await createSession(t.app, shop, {
        startsAt: SATURDAY,
        capacity: 4,
        priceKopecks: 70000,
      });
      const pool = await createLanes(t.app, shop, sessionId, {
        lanes: 2,
        perLane: 2,
        priceKopecks: 50000,
      });
      const held = await hold(me.auth, sessionId, pool.lane[0], 2);
      expect(held.statusCode, held.body).toBe(200);
      const res = await post(me.auth, '/v2/mob/preorder', {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        complexId: shop.complexId,
        lines: [{ kind: 'RESERVATION', reservationId: (held.json() as { id: string }).id }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderSchema.parse(res.json());
      expect(order.lines[0]).toMatchObject({ unitPriceKopecks: 50000, amountKopecks: 100000 });
      await payOrder(t.app, me.auth, order.id);
      const details = async () => {
        const r = await t.app.inject({
          method: 'GET',
          url: `/v1/mob/user/sold-order-details?orderId=${order.id}`,
          headers: me.auth,
        });
        return SoldOrderSchema.parse(r.json());
      };
      await eventually(async () => (await details()).status === 'payed');
      expect((await partSales(t.app, sessionId)).get(pool.laneIds[0]!)).toBe(2);
      expect(codeOf(await hold(other.auth, sessionId, pool.lane[0]))).toBe('SOLD_OUT');

      const refund = await post(me.auth, '/v1/mob/orders/refund', { orderId: order.id });
      expect(refund.statusCode, refund.body).toBe(200);
      await eventually(async () => (await details()).refunds[0]?.state === 'REFUNDED');
      const sales = await partSales(t.app, sessionId);
      expect([sales.get(pool.rootId), sales.get(pool.laneIds[0]!)]).toEqual([0, 0]);
      expect(await sold(sessionId)).toBe(0);
      expect(codeOf(await hold(other.auth, sessionId, pool.lane[0], 2))).toBe('OK');
    });
  });
});
