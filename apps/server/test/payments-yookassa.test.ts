import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OrderCompletedSchema, StartPaymentResponseSchema } from '@sportkarta/contract/api/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows } from './orders-fixtures';
import {
  deliveriesDone,
  type Auth,
  eventually,
  paidOrder,
  paidShop,
  payOnPage,
  setFaults,
  startPayment,
} from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 11 through HTTP: YooKassa's adapter against its emulator, the page, webhooks, retries,
// reconciliation and the late payment whose seat is gone. Wednesday 25 November 2026, Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const OK_CARD = '5555555555554477';
const THREE_DS_CARD = '4111111111111111';
const POOR_CARD = '5555555555554592';

describe.each(ENGINES)('paying with YooKassa ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(async () => {
      t = app();
      clock.set(NOW);
      await setFaults(t.app, { provider: 'YOOKASSA' });
    });

    const completed = async (auth: Auth, orderId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/orderCompleted/${orderId}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return OrderCompletedSchema.parse(res.json());
    };
    const tickets = (orderId: string) =>
      countRows(t.app, sql`select count(*)::int as n from tickets where order_id = ${orderId}`);
    const reconcile = () =>
      reconcilePayments(
        paymentDeps(t.app, createPaymentGateways(t.app, t.config), t.config),
        clock.now(),
      );

    it('pays through the page with a test card; the webhook issues the tickets once', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId, totalKopecks } = await paidOrder(t.app, me.auth, shop, {
        startsAt: SATURDAY,
        quantity: 2,
      });
      const res = await startPayment(t.app, me.auth, orderId);
      expect(res.statusCode, res.body).toBe(200);
      const start = StartPaymentResponseSchema.parse(res.json());
      expect(start).toMatchObject({ provider: 'YOOKASSA', orderId });
      // The amount is the order's: the emulator kept what the adapter sent.
      const [kept] = await queryRows(
        t.app.db,
        sql`select amount_kopecks, request from emulated_payments where idempotence_key = ${start.billId}`,
        z.object({
          amount_kopecks: z.number(),
          request: z.object({ receipt: z.object({ items: z.array(z.unknown()) }) }),
        }),
      );
      expect(kept?.amount_kopecks).toBe(totalKopecks);
      expect(kept?.request.receipt.items).toHaveLength(2); // the seats and the service fee

      expect((await completed(me.auth, orderId)).paymentStatus).toBe('PROCESSING');
      // Asking again while the page is open gives the same page (one live attempt per order).
      const again = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      expect(again).toEqual(start);

      const back = await payOnPage(t.app, start.confirmationUrl, OK_CARD);
      expect(back.status).toBe(303);
      expect(back.location).toBe(`${t.config.publicBaseUrl}/payment/${orderId}`);
      await eventually(async () => (await completed(me.auth, orderId)).completed);
      const done = await completed(me.auth, orderId);
      expect(done).toMatchObject({ paymentStatus: 'SUCCESS', errorCode: null, retryable: false });
      expect(done.order.status).toBe('payed');
      expect(await tickets(orderId)).toBe(2);
    });

    it('a 3-D Secure card asks for the code; a declined card shows why and can be retried', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const first = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      const declined = await payOnPage(t.app, first.confirmationUrl, POOR_CARD);
      expect(declined.status).toBe(303);
      await eventually(async () => (await completed(me.auth, orderId)).errorCode !== null);
      expect(await completed(me.auth, orderId)).toMatchObject({
        completed: false,
        paymentStatus: 'REJECTED',
        errorCode: 'PAYMENT_CANCELED',
        message: 'Недостаточно средств на карте',
        retryable: true,
      });

      const second = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      expect(second.billId).not.toBe(first.billId);
      const wrongCode = await payOnPage(t.app, second.confirmationUrl, THREE_DS_CARD, '00000');
      expect(wrongCode.status).toBe(303);
      await eventually(
        async () =>
          (await completed(me.auth, orderId)).billId === second.billId &&
          (await completed(me.auth, orderId)).errorCode !== null,
      );
      expect((await completed(me.auth, orderId)).message).toMatch(/3-D Secure/);

      const third = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      const page = await payOnPage(t.app, third.confirmationUrl, THREE_DS_CARD);
      expect(page.body).toContain('Подтверждение платежа');
      const ok = await payOnPage(t.app, third.confirmationUrl, THREE_DS_CARD, '12345');
      expect(ok.status).toBe(303);
      await eventually(async () => (await completed(me.auth, orderId)).completed);
      expect(await tickets(orderId)).toBe(1);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from payment_attempts where order_id = ${orderId}`,
        ),
      ).toBe(3);
    });

    it('another person cannot read, pay or complete my order', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      expect((await startPayment(t.app, other.auth, orderId)).statusCode).toBe(404);
      const read = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/orderCompleted/${orderId}`,
        headers: other.auth,
      });
      expect(read.statusCode).toBe(404);
      const bill = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/bills/${start.billId}/status`,
        headers: other.auth,
      });
      expect(bill.statusCode).toBe(404);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/bills/${start.billId}/status`,
        headers: me.auth,
      });
      expect(mine.json()).toEqual({ billId: start.billId, orderId, status: 'PROCESSING' });
      const complete = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/sber/complete',
        headers: other.auth,
        payload: { orderId },
      });
      expect(complete.statusCode).toBe(400);
      expect(complete.json().code).toBe('INCORRECT_PAYMENT_CALLBACK_ID');
      // The client cannot name an amount: the field is not part of the request.
      const withAmount = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/sber/payment',
        headers: me.auth,
        payload: { orderId, amount: 1 },
      });
      expect(StartPaymentResponseSchema.parse(withAmount.json()).billId).toBe(start.billId);
    });

    it('webhooks: forged ones change nothing, duplicates issue once', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, {
        startsAt: SATURDAY,
        quantity: 3,
      });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      const ProviderPayment = z.object({ provider_payment_id: z.string() });
      const [{ provider_payment_id: paymentId }] = z
        .tuple([ProviderPayment])
        .parse(
          await queryRows(
            t.app.db,
            sql`select provider_payment_id from payment_attempts where id = ${start.billId}`,
            ProviderPayment,
          ),
        );
      const forged = {
        type: 'notification',
        event: 'payment.succeeded',
        object: {
          id: paymentId,
          status: 'succeeded',
          paid: true,
          amount: { value: '1.00', currency: 'RUB' },
        },
      };
      const outside = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/yookassa/webhook',
        remoteAddress: '203.0.113.7',
        payload: forged,
      });
      expect(outside.statusCode).toBe(403);
      // From YooKassa's range, but YooKassa itself says the payment is still pending.
      const inside = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/yookassa/webhook',
        remoteAddress: '185.71.76.20',
        payload: forged,
      });
      expect(inside.statusCode).toBe(200);
      expect((await completed(me.auth, orderId)).completed).toBe(false);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/yookassa/webhook',
        remoteAddress: '185.71.76.20',
        payload: { type: 'notification', event: 'payment.stolen', object: {} },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[а-я]/);

      await setFaults(t.app, { provider: 'YOOKASSA', notify: 'duplicate' });
      await payOnPage(t.app, start.confirmationUrl, OK_CARD);
      await eventually(async () => (await completed(me.auth, orderId)).completed);
      await deliveriesDone(t.app); // the later copies arrive
      expect(await tickets(orderId)).toBe(3);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from payment_notifications where provider_payment_id = ${paymentId}`,
        ),
      ).toBe(1);
    });

    it('a lost webhook and a lost create answer are found by reconciliation; a 500 is retried on the same key', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const a = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await setFaults(t.app, { provider: 'YOOKASSA', api: ['http500'], notify: 'none' });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, a.orderId)).json(),
      );
      await payOnPage(t.app, start.confirmationUrl, OK_CARD);
      await deliveriesDone(t.app);
      expect((await completed(me.auth, a.orderId)).completed).toBe(false);
      expect((await reconcile()).checked).toBe(0); // not due yet
      clock.advance(16_000);
      await reconcile();
      expect((await completed(me.auth, a.orderId)).completed).toBe(true);

      // The provider carried out the create but its answer was lost.
      const b = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await setFaults(t.app, { provider: 'YOOKASSA', api: ['lost', 'lost', 'lost'] });
      const lost = await startPayment(t.app, me.auth, b.orderId);
      expect(lost.statusCode).toBe(502);
      expect(lost.json().code).toBe('UNKNOWN');
      const retried = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, b.orderId)).json(),
      );
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from emulated_payments where idempotence_key = ${retried.billId}`,
        ),
      ).toBe(1);
    });

    it('an attempt whose create never got an answer is given up once the order is out of time', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await setFaults(t.app, { provider: 'YOOKASSA', api: ['http500', 'http500', 'http500'] });
      expect((await startPayment(t.app, me.auth, orderId)).statusCode).toBe(502);
      clock.advance(31 * 60_000);
      await reconcile();
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from payment_attempts
              where order_id = ${orderId} and status = 'canceled' and cancel_reason = 'ORDER_EXPIRED'`,
        ),
      ).toBe(1);
      expect(await completed(me.auth, orderId)).toMatchObject({
        errorCode: 'PAYMENT_CANCELED',
        message: 'Время на оплату заказа истекло',
        retryable: false,
      });
    });

    it('an abandoned page expires at the provider and the order can be paid again', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await startPayment(t.app, me.auth, orderId);
      clock.advance(21 * 60_000);
      await reconcile();
      expect(await completed(me.auth, orderId)).toMatchObject({
        paymentStatus: 'REJECTED',
        message: 'Время на оплату истекло',
        retryable: true,
      });
    });

    it('paid after the hold expired and the seat went to someone else: canceled and refunded', async () => {
      const me = await signIn(t.app);
      const rival = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const mine = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY, capacity: 1 });
      // The seat is held while the order waits for payment (30 min); the page opens at minute
      // 25 and stays open for 20, so the money can arrive after the hold is gone.
      clock.advance(25 * 60_000);
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, mine.orderId)).json(),
      );
      clock.advance(6 * 60_000); // the rival takes the last seat
      await paidOrder(t.app, rival.auth, shop, { startsAt: SATURDAY, sessionId: mine.sessionId });
      await payOnPage(t.app, start.confirmationUrl, OK_CARD);
      await eventually(
        async () => (await completed(me.auth, mine.orderId)).order.status === 'canceled',
      );
      expect(await completed(me.auth, mine.orderId)).toMatchObject({
        paymentStatus: 'REVERSED',
        errorCode: 'PAYMENT_CANCELED',
        message: 'Пока шла оплата, свободные места закончились. Деньги вернутся на карту',
      });
      expect(await tickets(mine.orderId)).toBe(0);
      await reconcile();
      const [refund] = await queryRows(
        t.app.db,
        sql`select status, amount_kopecks from refunds where order_id = ${mine.orderId}`,
        z.object({ status: z.string(), amount_kopecks: z.number() }),
      );
      expect(refund).toEqual({ status: 'succeeded', amount_kopecks: mine.totalKopecks });
      const [kept] = await queryRows(
        t.app.db,
        sql`select refunded_kopecks from emulated_payments where idempotence_key = ${start.billId}`,
        z.object({ refunded_kopecks: z.number() }),
      );
      expect(kept?.refunded_kopecks).toBe(mine.totalKopecks);
    });
  });
});
