import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  OrderCompletedSchema,
  OrderSchema,
  StartPaymentResponseSchema,
} from '@sportkarta/contract/api/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows } from './orders-fixtures';
import {
  type Auth,
  eventually,
  paidOrder,
  paidShop,
  payOnPage,
  setFaults,
  startPayment,
} from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 28: the person cancels an unpaid order; its seats come back at once, and a payment that
// arrives after the cancel issues nothing and is refunded. Wednesday 25 November 2026, Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const OK_CARD = '5555555555554477';

describe.each(ENGINES)('cancelling an unpaid order ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(async () => {
      t = app();
      clock.set(NOW);
      await setFaults(t.app, { provider: 'YOOKASSA' });
    });

    const cancel = (auth: Auth, orderId: string) =>
      t.app.inject({ method: 'POST', url: `/v1/mob/orders/${orderId}/cancel`, headers: auth });
    const hold = (auth: Auth, sessionId: number, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations',
        headers: auth,
        payload: { sessionId, quantity },
      });
    const completed = async (auth: Auth, orderId: string) =>
      OrderCompletedSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/orderCompleted/${orderId}`,
            headers: auth,
          })
        ).json(),
      );
    const tickets = (orderId: string) =>
      countRows(t.app, sql`select count(*)::int as n from tickets where order_id = ${orderId}`);

    it('the owner cancels; the seats are free at once; again is the same; others get 404', async () => {
      const me = await signIn(t.app);
      const rival = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const mine = await paidOrder(t.app, me.auth, shop, {
        startsAt: SATURDAY,
        capacity: 2,
        quantity: 2,
      });
      // Sold out while my order waits for payment.
      expect((await hold(rival.auth, mine.sessionId, 1)).statusCode).toBe(409);

      const foreign = await cancel(rival.auth, mine.orderId);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Заказ не найден' });
      expect(
        (await t.app.inject({ method: 'POST', url: '/v1/mob/orders/42/cancel', headers: me.auth }))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: `/v1/mob/orders/${mine.orderId}/cancel` }))
          .statusCode,
      ).toBe(401);

      const res = await cancel(me.auth, mine.orderId);
      expect(res.statusCode, res.body).toBe(200);
      const canceled = OrderSchema.parse(res.json());
      expect(canceled).toMatchObject({ status: 'canceled', cancelReason: 'CANCELED_BY_USER' });
      // The two seats are back without waiting for the sweeper.
      expect((await hold(rival.auth, mine.sessionId, 2)).statusCode).toBe(200);
      // Idempotent: the same order, still canceled; and it can no longer be paid.
      const again = await cancel(me.auth, mine.orderId);
      expect(again.statusCode).toBe(200);
      expect(OrderSchema.parse(again.json())).toEqual(canceled);
      const pay = await startPayment(t.app, me.auth, mine.orderId);
      expect(pay.statusCode).toBe(409);
      expect(pay.json().code).toBe('PAYMENT_CANCELED');
      // The order's screen says what happened.
      const state = await completed(me.auth, mine.orderId);
      expect(state).toMatchObject({
        paymentStatus: 'CANCELED',
        message: 'Заказ отменён, места освобождены',
        retryable: false,
      });
    });

    it('a paid order is not canceled here (409): it goes back through the refund', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const page = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      await payOnPage(t.app, page.confirmationUrl, OK_CARD);
      await eventually(async () => (await tickets(orderId)) === 1);
      const res = await cancel(me.auth, orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CONFLICT');
      expect(await tickets(orderId)).toBe(1);
    });

    it('paid on a page left open after the cancel: no tickets, the money goes back', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const mine = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const page = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, mine.orderId)).json(),
      );
      expect((await cancel(me.auth, mine.orderId)).statusCode).toBe(200);
      // The page in another tab is still open: the person pays there; the webhook arrives.
      await payOnPage(t.app, page.confirmationUrl, OK_CARD);
      const refunds = () =>
        queryRows(
          t.app.db,
          sql`select status, amount_kopecks from refunds where order_id = ${mine.orderId}`,
          z.object({ status: z.string(), amount_kopecks: z.number() }),
        );
      await eventually(async () => (await refunds()).length === 1);
      expect(await tickets(mine.orderId)).toBe(0);
      const state = await completed(me.auth, mine.orderId);
      expect(state.order.status).toBe('canceled');
      await reconcilePayments(
        paymentDeps(t.app, createPaymentGateways(t.app, t.config), t.config),
        clock.now(),
      );
      expect(await refunds()).toEqual([{ status: 'succeeded', amount_kopecks: mine.totalKopecks }]);
    });
  });
});
