import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OrderCompletedSchema, StartPaymentResponseSchema } from '@sportkarta/contract/api/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_EMULATOR_ACCOUNT } from '../src/config-payments';
import { queryRows } from '../src/db/client';
import { sberChecksum, verifySberChecksum } from '../src/integrations/payments/sberbank';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows } from './orders-fixtures';
import {
  deliveriesDone,
  eventually,
  paidOrder,
  paidShop,
  payOnPage,
  setFaults,
  startPayment,
} from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 11 through HTTP: Sberbank's adapter against its emulator (register.do with our
// orderNumber, the page, the return to /payment/sber, sber/complete), and its signed callbacks.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const KEY = PAYMENT_EMULATOR_ACCOUNT.sberbank.callbackKey;

describe('Sberbank callback checksum', () => {
  const params = { mdOrder: 'a1', orderNumber: 'n1', operation: 'deposited', status: '1' };
  it('signs sorted name;value; pairs with HMAC-SHA256 and compares case-insensitively', () => {
    const checksum = sberChecksum(params, 'secret-key-0123456789');
    expect(checksum).toMatch(/^[0-9A-F]{64}$/);
    expect(verifySberChecksum({ ...params, checksum }, 'secret-key-0123456789')).toBe(true);
    expect(
      verifySberChecksum({ ...params, checksum: checksum.toLowerCase() }, 'secret-key-0123456789'),
    ).toBe(true);
    expect(verifySberChecksum({ ...params, status: '0', checksum }, 'secret-key-0123456789')).toBe(
      false,
    );
    expect(verifySberChecksum({ ...params, checksum }, 'another-key-0123456789')).toBe(false);
    expect(verifySberChecksum(params, 'secret-key-0123456789')).toBe(false);
  });
});

describe.each(ENGINES)('paying with Sberbank ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    beforeEach(async () => {
      t = app();
      clock.set(NOW);
      await setFaults(t.app, { provider: 'SBERBANK', notify: 'none' });
    });

    const complete = async (auth: Record<string, string>, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/sber/complete',
        headers: auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return OrderCompletedSchema.parse(res.json());
    };
    const callback = (params: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/payments/sberbank/callback?${new URLSearchParams(params)}`,
      });

    it('registers with our orderNumber, pays on the page, returns to /payment/sber and completes', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'SBERBANK');
      const { orderId, totalKopecks } = await paidOrder(t.app, me.auth, shop, {
        startsAt: SATURDAY,
        quantity: 2,
      });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      expect(start.provider).toBe('SBERBANK');
      expect(start.confirmationUrl).toMatch(/\/merchants\/sbersafe\/payment_ru\.html\?mdOrder=/);
      const [kept] = await queryRows(
        t.app.db,
        sql`select idempotence_key, amount_kopecks from emulated_payments where provider = 'SBERBANK'
            and idempotence_key = ${start.billId.replaceAll('-', '')}`,
        z.object({ idempotence_key: z.string(), amount_kopecks: z.number() }),
      );
      expect(kept?.amount_kopecks).toBe(totalKopecks);

      const back = await payOnPage(t.app, start.confirmationUrl, '4111111111111111', '12345');
      expect(back.status).toBe(303);
      const returned = new URL(back.location!);
      expect(returned.pathname).toBe('/payment/sber');
      const mdOrder = returned.searchParams.get('orderId')!;
      expect(returned.searchParams.get('lang')).toBe('ru');
      // No callback came (notify: none): coming back reads the payment from Sberbank at once.
      const done = await complete(me.auth, { mdOrder });
      expect(done).toMatchObject({ completed: true, paymentStatus: 'SUCCESS' });
      expect(done.order.id).toBe(orderId);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
        ),
      ).toBe(2);
      // Someone else coming back with my mdOrder learns nothing.
      const other = await signIn(t.app);
      const theirs = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/sber/complete',
        headers: other.auth,
        payload: { mdOrder },
      });
      expect(theirs.statusCode).toBe(400);
    });

    it('a declined card goes to the fail address; the order can be paid again', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'SBERBANK');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      const back = await payOnPage(t.app, start.confirmationUrl, '5555555555554592');
      const returned = new URL(back.location!);
      expect(returned.searchParams.get('failed')).toBe('1');
      const failed = await complete(me.auth, { mdOrder: returned.searchParams.get('orderId') });
      expect(failed).toMatchObject({
        completed: false,
        paymentStatus: 'REJECTED',
        errorCode: 'PAYMENT_CANCELED',
        message: 'Недостаточно средств на карте',
        retryable: true,
      });
      const again = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      expect(again.billId).not.toBe(start.billId);
    });

    it('callbacks: a bad checksum is rejected, a good one (any case) settles once, replays change nothing', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'SBERBANK');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      const mdOrder = new URL(start.confirmationUrl).searchParams.get('mdOrder')!;
      const params = {
        mdOrder,
        orderNumber: start.billId.replaceAll('-', ''),
        operation: 'deposited',
        status: '1',
      };
      // Forged before anything was paid: rejected, and the order stays unpaid.
      const forged = await callback({
        ...params,
        checksum: sberChecksum(params, 'a-key-that-is-not-ours'),
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('INCORRECT_PAYMENT_CALLBACK_ID');
      // Correctly signed but early: Sberbank itself says unpaid, so nothing is recorded.
      expect((await callback({ ...params, checksum: sberChecksum(params, KEY) })).statusCode).toBe(
        200,
      );
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
        ),
      ).toBe(0);

      await payOnPage(t.app, start.confirmationUrl, '5555555555554477');
      const lower = sberChecksum(params, KEY).toLowerCase();
      for (let i = 0; i < 5; i++)
        expect((await callback({ ...params, checksum: lower })).statusCode).toBe(200);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
        ),
      ).toBe(1);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from payment_notifications where provider_payment_id = ${mdOrder}`,
        ),
      ).toBe(1);
    });

    it('the emulator signs its own callbacks, sent twice and out of order', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'SBERBANK');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await setFaults(t.app, { provider: 'SBERBANK', notify: 'out_of_order' });
      const start = StartPaymentResponseSchema.parse(
        (await startPayment(t.app, me.auth, orderId)).json(),
      );
      await payOnPage(t.app, start.confirmationUrl, '5555555555554477');
      const read = async () =>
        OrderCompletedSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/v1/mob/orderCompleted/${orderId}`,
              headers: me.auth,
            })
          ).json(),
        );
      await eventually(async () => (await read()).completed);
      await deliveriesDone(t.app);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
        ),
      ).toBe(1);
    });
  });
});
