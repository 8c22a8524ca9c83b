import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CommissionResponseSchema,
  OrderSchema,
  ReservationSchema,
} from '@sportkarta/contract/api/orders';
import { HOLD_MINUTES } from '@sportkarta/contract/config/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import {
  countRows,
  createChild,
  createRate,
  createService,
  createSession,
  createShop,
} from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Wednesday 25 November 2026, 11:00 in Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const FRIDAY_EVENING = new Date('2026-11-27T19:00:00+03:00');

describe.each(ENGINES)('checkout ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(NOW);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const post = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const hold = (auth: Record<string, string>, sessionId: number, quantity: number) =>
      post('/v2/mob/scheduled-events/reservations', auth, { sessionId, quantity });
    const order = (auth: Record<string, string>, body: object, free = false) =>
      post(free ? '/v2/mob/order-free-sales' : '/v2/mob/preorder', auth, {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        ...body,
      });

    it("prices, the owner's fee (half up, per line) and the total are the server's", async () => {
      clock.set(NOW);
      const shop = await createShop(t.app, { feeBasisPoints: 250 });
      const serviceId = await createService(t.app, shop, { priceKopecks: 33333 });
      const rateId = await createRate(t.app, shop, { costKopecks: 400000 });
      const res = await post(
        '/v1/mob/public/calculateCommissionMobileSales',
        {},
        {
          complexId: shop.complexId,
          lines: [
            { kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 3 },
            { kind: 'SERVICE_PACKAGE', rateId, quantity: 1 },
          ],
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const q = CommissionResponseSchema.parse(res.json());
      // 3 × 333.33 ₽ = 999.99 ₽ → 2.5 % = 24.99975 ₽ → 25.00 ₽; 4000 ₽ → 100 ₽.
      expect(q.lines.map((l) => [l.amountKopecks, l.feeKopecks])).toEqual([
        [99999, 2500],
        [400000, 10000],
      ]);
      expect(q).toMatchObject({ subtotalKopecks: 499999, feeKopecks: 12500, totalKopecks: 512499 });

      const me = await signIn(t.app);
      const created = await order(me.auth, {
        complexId: shop.complexId,
        lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 3 }],
        // A client's idea of the price is not even accepted by the schema.
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(OrderSchema.parse(created.json())).toMatchObject({
        status: 'created',
        totalKopecks: 102499,
        provider: 'YOOKASSA',
      });
    });

    it('holds count at once, expire on their own, and a free ticket is issued with the hold', async () => {
      clock.set(NOW);
      const shop = await createShop(t.app);
      const sessionId = await createSession(t.app, shop, {
        priceKopecks: 0,
        capacity: 3,
        startsAt: FRIDAY_EVENING,
      });
      const anna = await signIn(t.app);
      const boris = await signIn(t.app);

      const a = await hold(anna.auth, sessionId, 2);
      expect(a.statusCode, a.body).toBe(200);
      const reservation = ReservationSchema.parse(a.json());
      expect(new Date(reservation.expiresAt).getTime() - clock.now().getTime()).toBe(
        HOLD_MINUTES * 60_000,
      );
      const refused = await hold(boris.auth, sessionId, 2);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Осталось мест: 1' });

      // Past its time the hold stops counting at once, before any sweep.
      clock.advance(HOLD_MINUTES * 60_000 + 1000);
      expect((await hold(boris.auth, sessionId, 2)).statusCode).toBe(200);
      const late = await order(
        anna.auth,
        {
          complexId: shop.complexId,
          lines: [{ kind: 'RESERVATION', reservationId: reservation.id }],
        },
        true,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('HOLD_EXPIRED');

      const mine = ReservationSchema.parse((await hold(anna.auth, sessionId, 1)).json());
      const free = await order(
        anna.auth,
        {
          complexId: shop.complexId,
          lines: [{ kind: 'RESERVATION', reservationId: mine.id }],
        },
        true,
      );
      expect(free.statusCode, free.body).toBe(200);
      expect(OrderSchema.parse(free.json())).toMatchObject({ status: 'complete', totalKopecks: 0 });
      expect(
        await countRows(t.app, sql`select sold as n from event_sessions where id = ${sessionId}`),
      ).toBe(1);
      expect(
        await countRows(
          t.app,
          sql`select count(*) as n from tickets where session_id = ${sessionId} and user_id = ${anna.user.id}`,
        ),
      ).toBe(1);
      // Boris still holds 2, Anna bought 1: the session is full.
      expect((await hold(anna.auth, sessionId, 1)).json().code).toBe('SOLD_OUT');
    });

    it("sales not open yet, a session that started, day rules, quotas and the person's age", async () => {
      clock.set(NOW);
      const shop = await createShop(t.app);
      const me = await signIn(t.app);
      const soon = await createSession(t.app, shop, {
        startsAt: FRIDAY_EVENING,
        salesOpenAt: new Date(clock.now().getTime() + 300_000),
      });
      expect((await hold(me.auth, soon, 1)).json().code).toBe('SALES_NOT_OPEN');
      clock.advance(300_000);
      expect((await hold(me.auth, soon, 1)).statusCode).toBe(200);
      const started = await createSession(t.app, shop, {
        startsAt: new Date(clock.now().getTime() - 60_000),
      });
      expect((await hold(me.auth, started, 1)).json().code).toBe('ORDER_CANT_BE_CREATED');

      const weekdays = await createService(t.app, shop, { dayRule: 'ON_WEEKDAYS' });
      const saturday = await order(me.auth, {
        complexId: shop.complexId,
        lines: [{ kind: 'SERVICE', serviceId: weekdays, visitDate: '2026-11-28', quantity: 1 }],
      });
      expect(saturday.json()).toMatchObject({
        code: 'ORDER_CANT_BE_CREATED',
        message: 'Эту услугу можно купить только на будние дни',
      });
      const past = await order(me.auth, {
        complexId: shop.complexId,
        lines: [{ kind: 'SERVICE', serviceId: weekdays, visitDate: '2026-11-24', quantity: 1 }],
      });
      expect(past.json().code).toBe('ORDER_CANT_BE_CREATED');

      const limited = await createService(t.app, shop, { perPersonDailyLimit: 2 });
      const line = (quantity: number) => ({
        kind: 'SERVICE',
        serviceId: limited,
        visitDate: '2026-11-26',
        quantity,
      });
      expect(
        (await order(me.auth, { complexId: shop.complexId, lines: [line(2)] })).statusCode,
      ).toBe(200);
      const over = await order(me.auth, { complexId: shop.complexId, lines: [line(1)] });
      expect(over.statusCode).toBe(409);
      expect(over.json().code).toBe('VISIT_LIMITS_EXCEEDED');

      const teens = await createSession(t.app, shop, {
        startsAt: FRIDAY_EVENING,
        targetGroup: 'TEENS',
      });
      const child = await createChild(t.app, me.user.id, '2018-05-01');
      const h = ReservationSchema.parse((await hold(me.auth, teens, 1)).json());
      const young = await order(me.auth, {
        complexId: shop.complexId,
        childId: child,
        lines: [{ kind: 'RESERVATION', reservationId: h.id }],
      });
      expect(young.json()).toMatchObject({
        code: 'ORDER_CANT_BE_CREATED',
        message: 'Услуга для посетителей 12–18 лет',
      });
    });

    it('agreements, in-app purchase unavailable, and the same key answers with the same order', async () => {
      clock.set(NOW);
      const shop = await createShop(t.app);
      const serviceId = await createService(t.app, shop);
      const me = await signIn(t.app);
      const body = {
        complexId: shop.complexId,
        lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
      };
      const unticked = await order(me.auth, { ...body, agreementsAccepted: false });
      expect(unticked.json()).toMatchObject({
        code: 'ORDER_CANT_BE_CREATED',
        message: 'Примите правила посещения и правила возврата',
      });

      const key = randomUUID();
      const [first, second] = await Promise.all([
        order(me.auth, { ...body, idempotencyKey: key }),
        order(me.auth, { ...body, idempotencyKey: key }),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      expect(first.json().id).toBe(second.json().id);
      expect(
        await countRows(t.app, sql`select count(*) as n from orders where user_id = ${me.user.id}`),
      ).toBe(1);
      const other = await order(me.auth, {
        ...body,
        complexId: shop.complexId + 100000,
        idempotencyKey: key,
      });
      expect(other.statusCode).toBe(409);

      const cashless = await createShop(t.app, { provider: null });
      const rateId = await createRate(t.app, cashless);
      const pkg = await order(me.auth, {
        complexId: cashless.complexId,
        lines: [{ kind: 'SERVICE_PACKAGE', rateId, quantity: 1 }],
      });
      expect(pkg.statusCode).toBe(422);
      expect(pkg.json()).toEqual({
        code: 'IN_APP_PURCHASE_UNAVAILABLE',
        message:
          'Покупка через приложение недоступна для данного абонемента. Вы можете приобрести абонемент в кассе в часы работы.',
      });
    });

    it('a second person cannot use my hold, my child or read my order', async () => {
      clock.set(NOW);
      const shop = await createShop(t.app);
      const sessionId = await createSession(t.app, shop, { startsAt: FRIDAY_EVENING });
      const me = await signIn(t.app);
      const stranger = await signIn(t.app);
      const h = ReservationSchema.parse((await hold(me.auth, sessionId, 1)).json());
      const stolen = await order(stranger.auth, {
        complexId: shop.complexId,
        lines: [{ kind: 'RESERVATION', reservationId: h.id }],
      });
      expect(stolen.json().code).toBe('HOLD_EXPIRED');
      expect(
        (
          await post('/v2/mob/scheduled-events/reservations/delete', stranger.auth, {
            reservationId: h.id,
          })
        ).statusCode,
      ).toBe(404);
      const child = await createChild(t.app, me.user.id, '2015-01-01');
      const serviceId = await createService(t.app, shop);
      const forMyChild = await order(stranger.auth, {
        complexId: shop.complexId,
        childId: child,
        lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
      });
      expect(forMyChild.json()).toMatchObject({
        code: 'ORDER_CANT_BE_CREATED',
        message: 'Ребёнок не найден в вашем профиле',
      });
      const mine = OrderSchema.parse(
        (
          await order(me.auth, {
            complexId: shop.complexId,
            lines: [{ kind: 'RESERVATION', reservationId: h.id }],
          })
        ).json(),
      );
      expect(mine.lines[0]).toMatchObject({
        kind: 'RESERVATION',
        quantity: 1,
        amountKopecks: 50000,
      });
      expect(
        (
          await post('/v2/mob/scheduled-events/reservations/delete', me.auth, {
            reservationId: h.id,
          })
        ).statusCode,
      ).toBe(404);
      const read = (auth: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: `/v1/mob/orderCompleted/${mine.id}`, headers: auth });
      expect((await read(me.auth)).json()).toMatchObject({
        completed: false,
        paymentStatus: 'REGISTERED',
      });
      const foreign = await read(stranger.auth);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Заказ не найден' });
    });
  });
});
