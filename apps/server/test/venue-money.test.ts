import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import { MoneyReportSchema, type ProviderMoney } from '@sportkarta/contract/api/venue-money';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_EMULATOR_ACCOUNT } from '../src/config-payments';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createShop, type Shop } from './orders-fixtures';
import {
  type Auth,
  eventually,
  paidOrder,
  paidShop,
  payOrder,
  setFaults,
} from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25, the owner's money: the organisation's payments by both acquirers in our books
// against each provider's report read through its adapter from the emulators; a refund made
// at the provider alone and a payment only we recorded are listed; a provider that fails is
// "unavailable" while our side still shows.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const FRIDAY = new Date('2026-11-27T18:00:00+03:00');
const DAY = 'from=2026-11-25&to=2026-11-25';
/** The YooKassa emulator's default commission (PAYMENT_EMULATOR_FEE_BASIS_POINTS) and
 * Sberbank's configured one (SBERBANK_FEE_BASIS_POINTS). */
const FEE_BP = 280;
const fee = (kopecks: number) => Math.round((kopecks * FEE_BP) / 10_000);

describe.each(ENGINES)('the owner money ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const app = useTestApp(engine.name, { clock: testClock(WEDNESDAY) });
    let t: TestApp;
    let shop: Shop;
    let admin: Auth;
    let buyer: Auth;
    const paid: Record<'YOOKASSA' | 'SBERBANK', { orderId: string; total: number }> = {
      YOOKASSA: { orderId: '', total: 0 },
      SBERBANK: { orderId: '', total: 0 },
    };
    const status = async (orderId: string) =>
      SoldOrderSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/user/sold-order-details?orderId=${orderId}`,
            headers: buyer,
          })
        ).json(),
      );
    const money = (auth: Auth, q = DAY, complexId = shop.complexId) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/mob/staff/complexes/${complexId}/money?${q}`,
        headers: auth,
      });
    const report = async () => {
      const res = await money(admin);
      expect(res.statusCode, res.body).toBe(200);
      const r = MoneyReportSchema.parse(res.json());
      return (p: string) => r.providers.find((x) => x.provider === p)!;
    };

    beforeAll(async () => {
      t = app();
      shop = await paidShop(t.app, 'YOOKASSA');
      admin = (await staffAt(t.app, shop.complexId, 'ADMIN')).auth;
      buyer = (await signIn(t.app)).auth;
      for (const provider of ['YOOKASSA', 'SBERBANK'] as const) {
        await t.app.db.execute(
          sql`update cashbox_accounts set provider = ${provider} where owner_id = ${shop.ownerId}`,
        );
        const { orderId, totalKopecks } = await paidOrder(t.app, buyer, shop, { startsAt: FRIDAY });
        await payOrder(t.app, buyer, orderId);
        await eventually(async () => (await status(orderId)).status === 'payed');
        paid[provider] = { orderId, total: totalKopecks };
      }
      // Another owner's payment at the same emulated shop is not this owner's.
      const elsewhere = await paidShop(t.app, 'YOOKASSA');
      const other = await paidOrder(t.app, buyer, elsewhere, { startsAt: FRIDAY });
      await payOrder(t.app, buyer, other.orderId);
      await eventually(async () => (await status(other.orderId)).status === 'payed');
    });

    it('both acquirers, one refund: the reports match ours, no differences', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/orders/refund',
        headers: buyer,
        payload: { orderId: paid.YOOKASSA.orderId },
      });
      expect(res.statusCode, res.body).toBe(200);
      await eventually(async () => (await status(paid.YOOKASSA.orderId)).status === 'returned');
      const of = await report();
      const yoo = paid.YOOKASSA.total;
      const sber = paid.SBERBANK.total;
      expect(of('YOOKASSA')).toEqual<ProviderMoney>({
        provider: 'YOOKASSA',
        ours: { payments: 1, collectedKopecks: yoo, refundedKopecks: yoo },
        reported: {
          payments: 1,
          collectedKopecks: yoo,
          refundedKopecks: yoo,
          feeKopecks: fee(yoo),
          netKopecks: -fee(yoo),
          feeFrom: 'PROVIDER',
        },
        unavailable: null,
        differences: [],
      });
      expect(of('SBERBANK')).toEqual<ProviderMoney>({
        provider: 'SBERBANK',
        ours: { payments: 1, collectedKopecks: sber, refundedKopecks: 0 },
        reported: {
          payments: 1,
          collectedKopecks: sber,
          refundedKopecks: 0,
          feeKopecks: fee(sber),
          netKopecks: sber - fee(sber),
          feeFrom: 'CONFIG',
        },
        unavailable: null,
        differences: [],
      });
      // Another day: nothing on either side.
      const before = MoneyReportSchema.parse(
        (await money(admin, 'from=2026-11-01&to=2026-11-24')).json(),
      );
      expect(
        before.providers.map((p) => [p.provider, p.ours.payments, p.reported?.payments]),
      ).toEqual([['SBERBANK', 0, 0]]);
    });

    it('a refund at the provider alone and a payment only we recorded are listed', async () => {
      // Someone refunds 100 ₽ of the Sberbank order in the bank's cabinet.
      const sber = PAYMENT_EMULATOR_ACCOUNT.sberbank;
      const mdOrder = await providerId(paid.SBERBANK.orderId);
      const cabinet = await t.app.inject({
        method: 'POST',
        url: '/emulators/sberbank/payment/rest/refund.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          userName: sber.userName,
          password: sber.password,
          orderId: mdOrder,
          amount: '10000',
        }).toString(),
      });
      expect(cabinet.json()).toMatchObject({ errorCode: '0' });
      // An order marked paid on our side only.
      const ghost = await paidOrder(t.app, buyer, shop, { startsAt: FRIDAY });
      await t.app.db.execute(
        sql`insert into payment_attempts (order_id, provider, account_key, amount_kopecks, status,
              provider_payment_id, created_at, updated_at)
            values (${ghost.orderId}, 'SBERBANK', 'default', ${ghost.totalKopecks}, 'succeeded',
                    ${`ghost-${randomUUID()}`}, ${WEDNESDAY}::timestamptz, ${WEDNESDAY}::timestamptz)`,
      );
      const of = await report();
      expect(of('SBERBANK').differences).toEqual([
        {
          kind: 'REFUNDED',
          providerPaymentId: mdOrder,
          orderNumber: expect.any(Number),
          ours: { amountKopecks: paid.SBERBANK.total, refundedKopecks: 0 },
          provider: { amountKopecks: paid.SBERBANK.total, refundedKopecks: 10000 },
        },
        expect.objectContaining({
          kind: 'ONLY_OURS',
          provider: null,
          ours: { amountKopecks: ghost.totalKopecks, refundedKopecks: 0 },
        }),
      ]);
      expect(of('SBERBANK').ours.payments).toBe(2);
      expect(of('SBERBANK').reported?.refundedKopecks).toBe(10000);
      expect(of('YOOKASSA').differences).toEqual([]);
    });

    it('a provider that fails is unavailable; ours still shows; never a 500', async () => {
      await setFaults(t.app, { provider: 'YOOKASSA', api: ['http500', 'http500', 'http500'] });
      const of = await report();
      expect(of('YOOKASSA')).toMatchObject({
        reported: null,
        unavailable: expect.stringMatching(/ЮKassa.*недоступен/),
        ours: { payments: 1 },
        differences: [],
      });
      expect(of('SBERBANK').reported).not.toBeNull();
      await setFaults(t.app, { provider: 'YOOKASSA', api: [] });
    });

    it('finance.read at this venue only; the period is checked in Russian', async () => {
      const other = await createShop(t.app, { provider: null });
      const foreign = await staffAt(t.app, other.complexId, 'ADMIN');
      expect((await money(foreign.auth)).statusCode).toBe(403);
      expect((await money(buyer)).statusCode).toBe(403);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect((await money(desk.auth)).statusCode).toBe(403);
      // Their own venue without an acquirer: no providers, nothing to compare.
      expect(
        MoneyReportSchema.parse((await money(foreign.auth, DAY, other.complexId)).json()).providers,
      ).toEqual([]);
      for (const q of [
        'from=2026-11-25',
        'from=25.11.2026&to=2026-11-25',
        'from=2026-11-26&to=2026-11-25',
        'from=2026-01-01&to=2026-11-25',
      ]) {
        const res = await money(admin, q);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message, q).toMatch(/[А-ЯЁа-яё]/);
      }
    });

    it("the emulators' lists page through every payment, newest first", async () => {
      const yoo = PAYMENT_EMULATOR_ACCOUNT.yookassa;
      const basic = `Basic ${Buffer.from(`${yoo.shopId}:${yoo.secretKey}`).toString('base64')}`;
      const ids: string[] = [];
      let cursor = '';
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/emulators/yookassa/v3/payments?status=succeeded&limit=1&created_at.gte=2026-11-25T00:00:00Z${cursor ? `&cursor=${cursor}` : ''}`,
          headers: { authorization: basic },
        });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as {
          items: { id: string; income_amount: unknown }[];
          next_cursor?: string;
        };
        expect(page.items.length).toBeLessThanOrEqual(1);
        ids.push(...page.items.map((p) => p.id));
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      // Ours (refunded) and the other owner's: both on the shared emulated shop.
      expect(new Set(ids).size).toBe(2);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/emulators/yookassa/v3/payments?cursor=!!',
        headers: { authorization: basic },
      });
      expect(bad.statusCode).toBe(400);

      const sber = PAYMENT_EMULATOR_ACCOUNT.sberbank;
      const registry = (page: number) =>
        t.app.inject({
          method: 'POST',
          url: '/emulators/sberbank/payment/rest/getLastOrdersForMerchants.do',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            userName: sber.userName,
            password: sber.password,
            size: '1',
            from: '20261125000000',
            to: '20261125235959',
            transactionStates: 'DEPOSITED,REFUNDED',
            page: String(page),
          }).toString(),
        });
      const first = (await registry(0)).json();
      expect(first).toMatchObject({ errorCode: '0', totalCount: 1, pageSize: 1 });
      expect(first.orderStatuses[0].paymentAmountInfo).toMatchObject({ refundedAmount: 10000 });
      expect((await registry(1)).json().orderStatuses).toEqual([]);
    });

    const providerId = async (orderId: string) => {
      const rows = await t.app.db.execute<{ id: string }>(
        sql`select provider_payment_id as id from payment_attempts
            where order_id = ${orderId} and status = 'succeeded'`,
      );
      return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    };
  });
});
