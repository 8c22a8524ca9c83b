import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CreatePartResultSchema,
  EventProductsSchema,
  VenueLayoutsSchema,
} from '@sportkarta/contract/api/venue-layouts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { partSales, takeFreeProduct } from './place-parts-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';
import { layoutEditor, layoutVenue } from './venue-layouts-fixtures';

// Issue 25: the venue's editor of layouts and products (docs/decisions/capacity-by-part.md "As
// built") — a pool made through the API sells by lane; the layout stays a tree; a change that
// would break what is sold or held is refused (409); the front desk and other venues are
// refused; every write is audited; Russian 400s.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const CYRILLIC = /[А-ЯЁа-яё]/;

describe.each(ENGINES)('layouts editor ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, NOW);
    let shop: Shop;
    let admin: Auth;
    let sessionId: number;
    let eventId: number;
    beforeEach(async () => {
      ({ shop, admin, sessionId, eventId } = await layoutVenue(t.app, SATURDAY));
    });
    const { base, send, audit, addPart, addProduct } = layoutEditor(() => t.app, {
      shop: () => shop,
      admin: () => admin,
      eventId: () => eventId,
    });
    /** A pool of two lanes of four, sold as «Любая дорожка» and «Дорожка 1». */
    const pool = async () => {
      const root = await addPart(null, 'Бассейн', null);
      const lanes = [await addPart(root, 'Дорожка 1', 4), await addPart(root, 'Дорожка 2', 4)];
      const anyLane = await addProduct(root, 'Любая дорожка');
      const lane1 = await addProduct(lanes[0]!, 'Дорожка 1');
      return { root, lanes, anyLane, lane1 };
    };
    const capacity = (id: number) =>
      countRows(t.app, sql`select capacity as n from event_sessions where id = ${id}`);
    const codeOf = (res: { statusCode: number; json: () => unknown }) =>
      res.statusCode === 200 ? 'OK' : (res.json() as { code: string }).code;

    it('makes a pool once per key; its products sell by lane; the session holds the layout', async () => {
      const key = randomUUID();
      const body = { idempotencyKey: key, parentId: null, name: 'Бассейн', capacity: null };
      const url = `${base()}/places/${shop.placeId}/parts`;
      const first = await send(admin, 'POST', url, body);
      expect(first.statusCode, first.body).toBe(200);
      const again = await send(admin, 'POST', url, body);
      expect(CreatePartResultSchema.parse(again.json())).toMatchObject({ fresh: false });
      const other = await send(admin, 'POST', url, { ...body, name: 'Другое' });
      expect(other.statusCode).toBe(409);
      const root = CreatePartResultSchema.parse(first.json()).part.id;
      const lane1 = await addPart(root, 'Дорожка 1', 4);
      await addPart(root, 'Дорожка 2', 4);

      const layouts = VenueLayoutsSchema.parse(
        (await send(admin, 'GET', `${base()}/layouts`)).json(),
      );
      const place = layouts.places.find((p) => p.placeId === shop.placeId)!;
      expect(place.parts.map((p) => [p.name, p.parentId, p.capacity, p.total])).toEqual([
        ['Бассейн', null, null, 8],
        ['Дорожка 1', root, 4, 4],
        ['Дорожка 2', root, 4, 4],
      ]);

      // The event sells on it: its session comes down to the pool's 8.
      const anyLane = await addProduct(root, 'Любая дорожка');
      const own = await addProduct(lane1, 'Дорожка 1');
      expect(await capacity(sessionId)).toBe(8);
      const listed = EventProductsSchema.parse(
        (await send(admin, 'GET', `${base()}/catalogue/events/${eventId}/products`)).json(),
      );
      expect(listed.products.map((p) => [p.name, p.partName, p.kind, p.withdrawn])).toEqual([
        ['Любая дорожка', 'Бассейн', 'ANY', false],
        ['Дорожка 1', 'Дорожка 1', 'ANY', false],
      ]);
      const buyer = await signIn(t.app);
      const order = await takeFreeProduct(t.app, {
        auth: buyer.auth,
        shop,
        sessionId,
        productId: own,
        quantity: 2,
      });
      expect(order.lines[0]!.title).toBe('Свободное плавание — Дорожка 1');
      expect((await partSales(t.app, sessionId)).get(lane1)).toBe(2);

      // Withdrawn: no new hold; the other product still sells.
      const w = await send(
        admin,
        'POST',
        `${base()}/catalogue/events/${eventId}/products/${own}/withdraw`,
      );
      expect(w.statusCode, w.body).toBe(200);
      const hold = (productId: number) =>
        send(buyer.auth, 'POST', '/v2/mob/scheduled-events/reservations', {
          sessionId,
          productId,
          quantity: 1,
        });
      expect((await hold(own)).statusCode).toBe(404);
      expect(codeOf(await hold(anyLane))).toBe('OK');

      expect(await audit('PART_CREATE')).toHaveLength(3);
      expect(await audit('PRODUCT_CREATE')).toHaveLength(2);
      expect(await audit('PRODUCT_WITHDRAW')).toHaveLength(1);
    });

    it('a series of an event that sells by parts holds no more than the layout', async () => {
      await pool();
      const series = (capacity: number) =>
        send(admin, 'POST', `${base()}/series`, {
          idempotencyKey: randomUUID(),
          eventId,
          weekdays: [6],
          startTime: '12:00',
          startDate: '2026-11-28',
          endDate: '2026-12-12',
          capacity,
          exceptions: [],
        });
      const over = await series(9);
      expect(over.statusCode, over.body).toBe(409);
      expect(over.json()).toMatchObject({
        message: 'Вместимость сеанса больше схемы мест площадки (8): укажите не больше 8',
      });
      expect(await audit('SERIES_CREATE')).toHaveLength(0);
      const fits = await series(8);
      expect(fits.statusCode, fits.body).toBe(200);
      expect(await audit('SERIES_CREATE')).toHaveLength(1);
    });

    it('keeps the layout a tree and answers Russian 400s', async () => {
      const root = await addPart(null, 'Бассейн', null);
      const lane = await addPart(root, 'Дорожка 1', 4);
      const url = `${base()}/places/${shop.placeId}/parts`;
      const post = (o: object) =>
        send(admin, 'POST', url, { idempotencyKey: randomUUID(), name: 'Часть', ...o });
      const second = await post({ parentId: null, capacity: null });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        message: 'У площадки уже есть схема: добавляйте части в неё',
      });
      const underLeaf = await post({ parentId: lane, capacity: 2 });
      expect(underLeaf.statusCode).toBe(409);
      expect((underLeaf.json() as { message: string }).message).toContain('не группа');
      const elsewhere = await createShop(t.app, { provider: null });
      const otherRoot = await send(admin, 'POST', `${base()}/places/${elsewhere.placeId}/parts`, {
        idempotencyKey: randomUUID(),
        parentId: null,
        name: 'Поле',
        capacity: null,
      });
      expect(otherRoot.statusCode).toBe(404);
      for (const bad of [
        { parentId: root, capacity: 0 },
        { parentId: root, capacity: 10001 },
        { parentId: root, capacity: 2, name: ' ' },
        { parentId: 'x', capacity: 2 },
        { parentId: root, capacity: 2, idempotencyKey: 'nope' },
      ]) {
        const res = await post(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(CYRILLIC);
      }
      const group = await send(admin, 'PATCH', `${base()}/parts/${root}`, { capacity: 9 });
      expect(group.statusCode).toBe(409);
      expect(group.json()).toMatchObject({
        message: 'Вместимость группы — сумма её частей: меняйте вместимость дорожек (половин)',
      });
      const empty = await send(admin, 'PATCH', `${base()}/parts/${lane}`, {});
      expect(empty.statusCode).toBe(400);
      const product = await send(admin, 'POST', `${base()}/catalogue/events/${eventId}/products`, {
        idempotencyKey: randomUUID(),
        partId: root,
        kind: 'SOME',
        name: 'Любая',
        priceKopecks: -1,
      });
      expect(product.statusCode).toBe(400);
      expect((product.json() as { message: string }).message).toMatch(CYRILLIC);
      const emptyGroup = await addPart(root, 'Детские', null);
      const onEmpty = await send(admin, 'POST', `${base()}/catalogue/events/${eventId}/products`, {
        idempotencyKey: randomUUID(),
        partId: emptyGroup,
        kind: 'ANY',
        name: 'Детские дорожки',
        priceKopecks: 100,
      });
      expect(onEmpty.statusCode).toBe(409);
    });

    it('refuses changes that would break what is sold or held (409), takes those that keep it', async () => {
      const p = await pool();
      const [a, c] = [await signIn(t.app), await signIn(t.app)];
      await takeFreeProduct(t.app, {
        auth: a.auth,
        shop,
        sessionId,
        productId: p.lane1,
        quantity: 3,
      });
      const held = await send(c.auth, 'POST', '/v2/mob/scheduled-events/reservations', {
        sessionId,
        productId: p.anyLane,
        quantity: 4,
      });
      expect(held.statusCode, held.body).toBe(200);
      const patch = (id: number, body: object) =>
        send(admin, 'PATCH', `${base()}/parts/${id}`, body);
      const messageOf = (res: { json: () => unknown }) =>
        (res.json() as { message: string }).message;

      const below = await patch(p.lanes[0]!, { capacity: 2 });
      expect(below.statusCode).toBe(409);
      expect(messageOf(below)).toContain('продано больше');
      // Lane 2 carries nothing itself, but the held «any lane» places need the pool's room.
      const underHold = await patch(p.lanes[1]!, { capacity: 1 });
      expect(underHold.statusCode).toBe(409);
      expect(messageOf(underHold)).toContain('держат');
      // Down to what is sold: the session and its counts follow the layout (7 places).
      const fits = await patch(p.lanes[0]!, { capacity: 3, name: 'Дорожка 1 (мелкая)' });
      expect(fits.statusCode, fits.body).toBe(200);
      expect(await capacity(sessionId)).toBe(7);
      const counts = await countRows(
        t.app,
        sql`select capacity as n from session_part_sales where session_id = ${sessionId} and part_id = ${p.root}`,
      );
      expect(counts).toBe(7);

      const remove = (id: number) => send(admin, 'DELETE', `${base()}/parts/${id}`);
      expect((await remove(p.lanes[1]!)).statusCode).toBe(409);
      const lane1 = await remove(p.lanes[0]!);
      expect(lane1.statusCode).toBe(409);
      expect(messageOf(lane1)).toContain('нельзя удалить');
      expect((await partSales(t.app, sessionId)).get(p.lanes[1]!)).toBe(0);

      // An unused lane comes and goes; the layout never raises a session's capacity.
      const lane3 = await addPart(p.root, 'Дорожка 3', 2);
      expect(await capacity(sessionId)).toBe(7);
      expect((await remove(lane3)).statusCode).toBe(200);
      expect(await audit('PART_REMOVE')).toHaveLength(1);
      expect(await audit('PART_UPDATE')).toHaveLength(1);
    });

    it('is refused to the front desk and to other venues', async () => {
      const p = await pool();
      const desk = (await staffAt(t.app, shop.complexId, 'FRONT_DESK')).auth;
      const other = await createShop(t.app, { provider: null });
      const stranger = (await staffAt(t.app, other.complexId, 'ADMIN')).auth;
      for (const who of [desk, stranger]) {
        expect((await send(who, 'GET', `${base()}/layouts`)).statusCode).toBe(403);
        expect(
          (await send(who, 'PATCH', `${base()}/parts/${p.lanes[0]}`, { capacity: 2 })).statusCode,
        ).toBe(403);
        expect(
          (await send(who, 'GET', `${base()}/catalogue/events/${eventId}/products`)).statusCode,
        ).toBe(403);
      }
      // Through their own venue, our parts and events are not found.
      const theirs = base(other.complexId);
      expect(
        (await send(stranger, 'PATCH', `${theirs}/parts/${p.lanes[0]}`, { capacity: 2 }))
          .statusCode,
      ).toBe(404);
      expect((await send(stranger, 'DELETE', `${theirs}/parts/${p.lanes[1]}`)).statusCode).toBe(
        404,
      );
      expect(
        (await send(stranger, 'GET', `${theirs}/catalogue/events/${eventId}/products`)).statusCode,
      ).toBe(404);
      expect(
        (
          await send(
            stranger,
            'POST',
            `${theirs}/catalogue/events/${eventId}/products/${p.anyLane}/withdraw`,
          )
        ).statusCode,
      ).toBe(404);
      expect(await audit('PART_UPDATE')).toHaveLength(0);
    });
  });
});
