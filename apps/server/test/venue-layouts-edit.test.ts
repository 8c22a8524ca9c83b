import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import { EventProductSchema, VenueLayoutsSchema } from '@sportkarta/contract/api/venue-layouts';
import { CreatePlaceResultSchema } from '@sportkarta/contract/api/venue-places';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { countRows, createShop, type Shop } from './orders-fixtures';
import { payOrder, type Auth } from './payments-helpers';
import { takeFreeProduct } from './place-parts-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';
import { layoutEditor, layoutVenue } from './venue-layouts-fixtures';

// Issue 25: the layout editor changes an event product's name and price in place (an order
// already made keeps its price) and moves parts — another group of the place, another place
// among the group's parts — without breaking what the upcoming sessions sold or hold (409).
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const CYRILLIC = /[А-ЯЁа-яё]/;

describe.each(ENGINES)('layouts editor: edits and moves ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, NOW);
    let shop: Shop;
    let admin: Auth;
    let eventId: number;
    let sessionId: number;
    /** A venue whose event sells a session of 20 at 700 ₽ (free with `provider: null`). */
    const open = async (provider: 'YOOKASSA' | null) => {
      ({ shop, admin, sessionId, eventId } = await layoutVenue(t.app, SATURDAY, provider));
    };
    const { base, send, audit, addPart, addProduct } = layoutEditor(() => t.app, {
      shop: () => shop,
      admin: () => admin,
      eventId: () => eventId,
    });
    const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
    const productUrl = (id: number) => `${base()}/catalogue/events/${eventId}/products/${id}`;
    const layout = async () =>
      VenueLayoutsSchema.parse((await send(admin, 'GET', `${base()}/layouts`)).json()).places.find(
        (p) => p.placeId === shop.placeId,
      )!.parts;

    it('a new price is the next order’s; the order made before keeps its own', async () => {
      await open('YOOKASSA');
      const root = await addPart(null, 'Бассейн', null);
      const lane = await addPart(root, 'Дорожка 1', 4);
      const product = await addProduct(lane, 'Дорожка 1', 'ANY', 50000);
      const preorder = async (auth: Auth) => {
        const held = await send(auth, 'POST', '/v2/mob/scheduled-events/reservations', {
          sessionId,
          productId: product,
          quantity: 1,
        });
        expect(held.statusCode, held.body).toBe(200);
        const res = await send(auth, 'POST', '/v2/mob/preorder', {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          lines: [{ kind: 'RESERVATION', reservationId: (held.json() as { id: string }).id }],
        });
        expect(res.statusCode, res.body).toBe(200);
        return OrderSchema.parse(res.json());
      };
      const [a, b] = [await signIn(t.app), await signIn(t.app)];
      const first = await preorder(a.auth);
      expect(first.lines[0]).toMatchObject({ unitPriceKopecks: 50000 });

      const body = { name: 'Дорожка 1 (утро)', priceKopecks: 60050 };
      const changed = await send(admin, 'PATCH', productUrl(product), body);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(EventProductSchema.parse(changed.json())).toMatchObject({
        ...body,
        withdrawn: false,
      });
      // The same values again: nothing written, no second entry.
      expect((await send(admin, 'PATCH', productUrl(product), body)).statusCode).toBe(200);
      const entries = await audit('PRODUCT_UPDATE');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        objectType: 'event_product',
        objectId: String(product),
        before: { name: 'Дорожка 1', priceKopecks: 50000 },
        after: body,
      });

      await payOrder(t.app, a.auth, first.id);
      const linePrice = (orderId: string) =>
        countRows(
          t.app,
          sql`select unit_price_kopecks as n from order_lines where order_id = ${orderId}`,
        );
      expect(await linePrice(first.id)).toBe(50000);
      const second = await preorder(b.auth);
      expect(second.lines[0]).toMatchObject({ unitPriceKopecks: 60050 });
      expect(await linePrice(second.id)).toBe(60050);
    });

    it('a product’s change: Russian 400s, 404, 409 once withdrawn, 403 without the key', async () => {
      await open(null);
      const root = await addPart(null, 'Бассейн', null);
      await addPart(root, 'Дорожка 1', 4);
      const product = await addProduct(root, 'Любая дорожка');
      for (const bad of [
        {},
        { priceKopecks: -1 },
        { priceKopecks: 1.5 },
        { priceKopecks: '100' },
        { name: ' ' },
        { name: 'x'.repeat(201) },
      ]) {
        const res = await send(admin, 'PATCH', productUrl(product), bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(messageOf(res)).toMatch(CYRILLIC);
      }
      expect((await send(admin, 'PATCH', productUrl(999999), { name: 'Я' })).statusCode).toBe(404);
      const desk = (await staffAt(t.app, shop.complexId, 'FRONT_DESK')).auth;
      const other = await createShop(t.app, { provider: null });
      const stranger = (await staffAt(t.app, other.complexId, 'ADMIN')).auth;
      for (const who of [desk, stranger])
        expect((await send(who, 'PATCH', productUrl(product), { name: 'Я' })).statusCode).toBe(403);
      const theirs = `${base(other.complexId)}/catalogue/events/${eventId}/products/${product}`;
      expect((await send(stranger, 'PATCH', theirs, { name: 'Я' })).statusCode).toBe(404);

      expect((await send(admin, 'POST', `${productUrl(product)}/withdraw`)).statusCode).toBe(200);
      const late = await send(admin, 'PATCH', productUrl(product), { priceKopecks: 100 });
      expect(late.statusCode).toBe(409);
      expect(messageOf(late)).toBe(
        'Товар снят с продажи: его нельзя изменить. Добавьте новый товар с нужной ценой',
      );
      expect(await audit('PRODUCT_UPDATE')).toHaveLength(0);
    });

    it('moves lanes within a group and to another group; the counts follow; audited', async () => {
      await open(null);
      const root = await addPart(null, 'Бассейн', null);
      const adults = await addPart(root, 'Взрослые', null);
      const kids = await addPart(root, 'Детские', null);
      const [l1, l2, l3] = [
        await addPart(adults, 'Дорожка 1', 4),
        await addPart(adults, 'Дорожка 2', 4),
        await addPart(adults, 'Дорожка 3', 4),
      ];
      const anyAdult = await addProduct(adults, 'Любая взрослая дорожка');
      const lane3 = await addProduct(l3!, 'Дорожка 3');
      const buyer = await signIn(t.app);
      await takeFreeProduct(t.app, {
        auth: buyer.auth,
        shop,
        sessionId,
        productId: anyAdult,
        quantity: 6,
      });
      await takeFreeProduct(t.app, { auth: buyer.auth, shop, sessionId, productId: lane3 });
      const patch = (id: number, body: object) =>
        send(admin, 'PATCH', `${base()}/parts/${id}`, body);
      const counted = (partId: number) =>
        countRows(
          t.app,
          sql`select capacity as n from session_part_sales
               where session_id = ${sessionId} and part_id = ${partId}`,
        );

      // Up within its group: the others move down; the same again writes nothing.
      const up = await patch(l3!, { position: 0 });
      expect(up.statusCode, up.body).toBe(200);
      expect((await patch(l3!, { position: 0 })).statusCode).toBe(200);
      const under = async (group: number) =>
        (await layout()).filter((p) => p.parentId === group).map((p) => p.name);
      expect(await under(adults)).toEqual(['Дорожка 3', 'Дорожка 1', 'Дорожка 2']);

      // Lane 2 (nothing sold on it) to the children's group: 12 → 8 and 0 → 4 places.
      const moved = await patch(l2!, { parentId: kids });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ parentId: kids, total: 4 });
      expect(await under(kids)).toEqual(['Дорожка 2']);
      const totals = new Map((await layout()).map((p) => [p.id, p.total]));
      expect([totals.get(root), totals.get(adults), totals.get(kids)]).toEqual([12, 8, 4]);
      expect(await counted(adults)).toBe(8);
      expect(await counted(root)).toBe(12);

      // Lane 3 sells itself: it keeps its group. Lane 1 would leave the adults 4 of 7 sold.
      const busy = await patch(l3!, { parentId: kids });
      expect(busy.statusCode).toBe(409);
      expect(messageOf(busy)).toContain('нельзя перенести в другую группу');
      const over = await patch(l1!, { parentId: kids, position: 0 });
      expect(over.statusCode).toBe(409);
      expect(messageOf(over)).toContain('продано больше');
      expect(await counted(adults)).toBe(8);

      const entries = await audit('PART_UPDATE');
      expect(entries.map((e) => [e.before, e.after])).toEqual([
        [
          { parentId: adults, order: 3 },
          { parentId: kids, order: 1 },
        ],
        [{ order: 3 }, { order: 1 }],
      ]);
      expect(entries[0]!.names).toEqual({ parentId: { [adults]: 'Взрослые', [kids]: 'Детские' } });
    });

    it('keeps the layout a tree: the root stays, no group under itself, no other place', async () => {
      await open(null);
      const root = await addPart(null, 'Бассейн', null);
      const adults = await addPart(root, 'Взрослые', null);
      const deep = await addPart(adults, 'Глубокая часть', null);
      const lane = await addPart(deep, 'Дорожка 1', 4);
      const patch = (id: number, body: object) =>
        send(admin, 'PATCH', `${base()}/parts/${id}`, body);
      const refused = async (id: number, body: object, status: number, text: string) => {
        const res = await patch(id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(messageOf(res)).toContain(text);
      };
      await refused(root, { position: 0 }, 409, 'Корень схемы');
      await refused(adults, { parentId: adults }, 409, 'в саму себя или в свою часть');
      await refused(adults, { parentId: deep }, 409, 'в саму себя или в свою часть');
      await refused(deep, { parentId: lane }, 409, 'не группа');
      await refused(lane, { parentId: 999999 }, 400, 'Группа не найдена');
      const place = await send(admin, 'POST', `${base()}/places`, {
        idempotencyKey: randomUUID(),
        name: 'Малый бассейн',
      });
      expect(place.statusCode, place.body).toBe(200);
      const small = CreatePlaceResultSchema.parse(place.json()).place.id;
      const otherRoot = await send(admin, 'POST', `${base()}/places/${small}/parts`, {
        idempotencyKey: randomUUID(),
        parentId: null,
        name: 'Малый бассейн',
        capacity: null,
      });
      expect(otherRoot.statusCode, otherRoot.body).toBe(200);
      const otherId = (otherRoot.json() as { part: { id: number } }).part.id;
      await refused(lane, { parentId: otherId }, 409, 'той же площадки');
      for (const bad of [{ parentId: 'x' }, { parentId: 0 }, { position: -1 }, { position: 32 }]) {
        const res = await patch(lane, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(messageOf(res)).toMatch(CYRILLIC);
      }
      // A group moves with everything under it: the paths follow.
      const up = await patch(deep, { parentId: root });
      expect(up.statusCode, up.body).toBe(200);
      const [row] = await queryRows(
        t.app.db,
        sql`select path from place_parts where id = ${lane}`,
        z.object({ path: z.array(z.number()) }),
      );
      expect(row!.path).toEqual([root, deep, lane]);
      const desk = (await staffAt(t.app, shop.complexId, 'FRONT_DESK')).auth;
      expect(
        (await send(desk, 'PATCH', `${base()}/parts/${lane}`, { parentId: root })).statusCode,
      ).toBe(403);
      expect(await audit('PART_UPDATE')).toHaveLength(1);
    });
  });
});
