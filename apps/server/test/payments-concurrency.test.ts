import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { StartPaymentResponseSchema } from '@sportkarta/contract/api/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows } from './orders-fixtures';
import { paidOrder, paidShop, payOnPage, setFaults, startPayment } from './payments-helpers';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 11 under real concurrency (PostgreSQL, two API processes on one database): the same
// payment settled by a storm of webhooks, returns and reconciliation passes at once issues its
// tickets once; two "pay" taps at once open one page.

const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`paying at once (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);
  beforeAll(async () => {
    // Two API processes on the same database.
    ({ a, b } = await createTwoPostgresApps(clock));
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  it('webhooks, returns and reconciliation racing over one payment issue it once', async () => {
    const me = await signIn(a.app);
    const shop = await paidShop(a.app, 'YOOKASSA');
    const { orderId } = await paidOrder(a.app, me.auth, shop, { startsAt: SATURDAY, quantity: 3 });
    await setFaults(a.app, { provider: 'YOOKASSA', notify: 'none' });
    const start = StartPaymentResponseSchema.parse(
      (await startPayment(a.app, me.auth, orderId)).json(),
    );
    await payOnPage(a.app, start.confirmationUrl, '5555555555554477');
    const [{ id: paymentId }] = z
      .tuple([z.object({ id: z.string() })])
      .parse(
        await queryRows(
          a.app.db,
          sql`select provider_payment_id as id from payment_attempts where id = ${start.billId}`,
          z.object({ id: z.string() }),
        ),
      );
    clock.advance(16_000);
    const apps = [a.app, b.app];
    const storm = Array.from({ length: 40 }, (_, i) => {
      const app = apps[i % 2]!;
      if (i % 4 === 0)
        return reconcilePayments(
          paymentDeps(app, createPaymentGateways(app, a.config), a.config),
          clock.now(),
        );
      if (i % 4 === 1)
        return app.inject({
          method: 'POST',
          url: '/v1/mob/sber/complete',
          headers: me.auth,
          payload: { orderId },
        });
      return app.inject({
        method: 'POST',
        url: '/v1/payments/yookassa/webhook',
        remoteAddress: '185.71.76.11',
        payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
      });
    });
    const answers = await Promise.all(storm);
    for (const r of answers) if ('statusCode' in r) expect(r.statusCode, r.body).toBe(200);
    expect(
      await countRows(
        a.app,
        sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
      ),
    ).toBe(3);
    expect(
      await countRows(
        a.app,
        sql`select count(*)::int as n from payment_attempts where order_id = ${orderId} and status = 'succeeded'`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        a.app,
        sql`select sold as n from event_sessions s join tickets t on t.session_id = s.id where t.order_id = ${orderId} limit 1`,
      ),
    ).toBe(3);
  });

  it('two taps on «pay» at once, on two processes, open one page', async () => {
    const me = await signIn(a.app);
    const shop = await paidShop(a.app, 'SBERBANK');
    const { orderId } = await paidOrder(a.app, me.auth, shop, { startsAt: SATURDAY });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => startPayment(i % 2 ? b.app : a.app, me.auth, orderId)),
    );
    const bills = new Set(answers.map((r) => StartPaymentResponseSchema.parse(r.json()).billId));
    expect(bills.size).toBe(1);
    expect(
      await countRows(
        a.app,
        sql`select count(*)::int as n from emulated_payments where idempotence_key = ${[...bills][0]!.replaceAll('-', '')}`,
      ),
    ).toBe(1);
  });
});
