import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HOLD_MINUTES, ORDER_PAYMENT_MINUTES } from '@sportkarta/contract/config/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../src/modules/orders/order-repository';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createService, createSession, createShop } from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// The sweeper only tidies up: expired holds already stop counting at once (orders-checkout).
describe.each(ENGINES)('hold and order sweeper ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock('2026-11-25T11:00:00+03:00');
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('releases expired holds and cancels unpaid orders past their time, nothing earlier', async () => {
      const shop = await createShop(t.app, { policies: false });
      const sessionId = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-27T19:00:00+03:00'),
      });
      const serviceId = await createService(t.app, shop);
      const me = await signIn(t.app);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: me.auth, payload });
      expect(
        (await post('/v2/mob/scheduled-events/reservations', { sessionId, quantity: 2 }))
          .statusCode,
      ).toBe(200);
      const order = await post('/v2/mob/preorder', {
        idempotencyKey: randomUUID(),
        complexId: shop.complexId,
        agreementsAccepted: false,
        lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
      });
      expect(order.statusCode, order.body).toBe(200);

      expect(await sweepExpired(t.app.db, clock.now())).toEqual({ holds: 0, orders: 0 });
      clock.advance(HOLD_MINUTES * 60_000 + 1000);
      expect(await sweepExpired(t.app.db, clock.now())).toEqual({ holds: 1, orders: 0 });
      clock.advance((ORDER_PAYMENT_MINUTES - HOLD_MINUTES) * 60_000);
      expect(await sweepExpired(t.app.db, clock.now())).toEqual({ holds: 0, orders: 1 });
      expect(
        await countRows(
          t.app,
          sql`select count(*) as n from orders where user_id = ${me.user.id} and status = 'canceled' and cancel_reason = 'ORDER_EXPIRED'`,
        ),
      ).toBe(1);
      const done = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/orderCompleted/${order.json().id}`,
        headers: me.auth,
      });
      expect(done.json()).toMatchObject({
        completed: false,
        paymentStatus: 'CANCELED',
        errorCode: 'PAYMENT_CANCELED',
      });
    });
  });
});
