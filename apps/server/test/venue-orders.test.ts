import { sql } from 'drizzle-orm';
import { SoldOrderSchema } from '@sportkarta/contract/api/refunds';
import {
  AuditPageSchema,
  StaffOrderDetailSchema,
  StaffOrdersPageSchema,
} from '@sportkarta/contract/api/venue-desk';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows } from './orders-fixtures';
import { eventually, paidOrder, paidShop, payOrder, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 24: the front desk's orders — search, an order's lines, payments, tickets with their
// check-ins and refunds — and a refund on the venue's decision: after the buyer's own window
// has closed, with a reason the buyer sees, back through the acquirer once.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
// The session starts in 40 minutes: the owner's policy (120 minutes before) refuses the buyer.
const SOON = new Date('2026-11-25T11:40:00+03:00');
const PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;

describe.each(ENGINES)('venue orders ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    const get = (auth: Auth, url: string) =>
      t.app.inject({ method: 'GET', url: `/v1/mob/staff/complexes/${url}`, headers: auth });
    const refund = (auth: Auth, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${url}`,
        headers: auth,
        payload,
      });
    const buyerView = async (auth: Auth, orderId: string) =>
      SoldOrderSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/user/sold-order-details?orderId=${orderId}`,
            headers: auth,
          })
        ).json(),
      );

    describe.each(PROVIDERS)('%s', (provider) => {
      it('search, details, and a refund beyond the buyer window that the buyer sees', async () => {
        const shop = await paidShop(t.app, provider);
        const buyer = await signIn(t.app);
        await t.app.db.execute(
          sql`update users set first_name = 'Пётр', last_name = 'Сидоров' where id = ${buyer.user.id}`,
        );
        const { orderId } = await paidOrder(t.app, buyer.auth, shop, { startsAt: SOON });
        await payOrder(t.app, buyer.auth, orderId);
        await eventually(async () => (await buyerView(buyer.auth, orderId)).status === 'payed');
        const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');

        const byName = StaffOrdersPageSchema.parse(
          (await get(desk.auth, `${shop.complexId}/orders?name=сидор`)).json(),
        );
        expect(byName.items).toHaveLength(1);
        const number = byName.items[0]!.number;
        expect(byName.items[0]).toMatchObject({
          id: orderId,
          buyerName: 'Пётр Сидоров',
          status: 'payed',
        });
        const phone = buyer.user.phone!.slice(-6);
        for (const q of [`number=${number}`, `phone=${phone}`, 'date=2026-11-25'])
          expect(
            StaffOrdersPageSchema.parse(
              (await get(desk.auth, `${shop.complexId}/orders?${q}`)).json(),
            ).items,
            q,
          ).toHaveLength(1);
        for (const q of ['date=2026-11-24', 'name=иванов', `number=${number + 1000}`])
          expect(
            StaffOrdersPageSchema.parse(
              (await get(desk.auth, `${shop.complexId}/orders?${q}`)).json(),
            ).items,
            q,
          ).toHaveLength(0);
        for (const q of ['number=abc', 'date=завтра', 'limit=500', 'cursor=zz']) {
          const res = await get(desk.auth, `${shop.complexId}/orders?${q}`);
          expect(res.statusCode, q).toBe(400);
          expect(res.json().message).toMatch(/[А-ЯЁа-яё]/);
        }

        const detail = StaffOrderDetailSchema.parse(
          (await get(desk.auth, `${shop.complexId}/orders/${orderId}`)).json(),
        );
        expect(detail.payments).toEqual([expect.objectContaining({ provider, status: 'SUCCESS' })]);
        expect(detail.items).toEqual([
          expect.objectContaining({ kind: 'TICKET', status: 'ACTIVE', checkIns: [] }),
        ]);
        const line = detail.lines[0]!;
        expect(line.refundable).toBe(true);
        // The buyer's own window is closed…
        const own = await t.app.inject({
          method: 'POST',
          url: '/v1/mob/orders/refund',
          headers: buyer.auth,
          payload: { orderId },
        });
        expect(own.statusCode).toBe(409);
        // …the venue decides to return it anyway, with a reason.
        const url = `${shop.complexId}/orders/${orderId}/refund`;
        expect((await refund(desk.auth, url, { lineIds: [line.id], reason: '' })).statusCode).toBe(
          400,
        );
        expect(
          (await refund(desk.auth, url, { lineIds: [999999], reason: 'Бассейн закрыт' }))
            .statusCode,
        ).toBe(400);
        const res = await refund(desk.auth, url, {
          lineIds: [line.id],
          reason: 'Бассейн закрыт на ремонт',
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(
          (await refund(desk.auth, url, { lineIds: [line.id], reason: 'Ещё раз' })).statusCode,
        ).toBe(409);
        await eventually(
          async () => (await buyerView(buyer.auth, orderId)).refunds[0]?.state === 'REFUNDED',
        );
        const seen = await buyerView(buyer.auth, orderId);
        expect(seen.refunds[0]).toMatchObject({
          venueNote: 'Бассейн закрыт на ремонт',
          amountKopecks: line.amountKopecks + line.feeKopecks,
        });
        expect(
          await countRows(
            t.app,
            sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r join payment_attempts x on x.provider_payment_id = r.payment_id where x.order_id = ${orderId}`,
          ),
        ).toBe(line.amountKopecks + line.feeKopecks);
        const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
        const log = AuditPageSchema.parse(
          (await get(admin.auth, `${shop.complexId}/audit?orderNumber=${number}`)).json(),
        );
        expect(log.items).toEqual([
          expect.objectContaining({
            kind: 'REFUND',
            orderNumber: number,
            actor: expect.objectContaining({ userId: desk.user.id }),
          }),
        ]);
      });
    });

    it('a controller and another venue are refused; an order of another venue is 404', async () => {
      const shop = await paidShop(t.app, 'YOOKASSA');
      const other = await paidShop(t.app, 'YOOKASSA');
      const buyer = await signIn(t.app);
      const { orderId } = await paidOrder(t.app, buyer.auth, shop, { startsAt: SOON });
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const otherDesk = await staffAt(t.app, other.complexId, 'FRONT_DESK');
      const visitor = await signIn(t.app);
      expect((await get(controller.auth, `${shop.complexId}/orders`)).statusCode).toBe(403);
      const body = { lineIds: [1], reason: 'Причина' };
      expect(
        (await refund(controller.auth, `${shop.complexId}/orders/${orderId}/refund`, body))
          .statusCode,
      ).toBe(403);
      expect((await get(otherDesk.auth, `${shop.complexId}/orders/${orderId}`)).statusCode).toBe(
        403,
      );
      expect((await get(otherDesk.auth, `${other.complexId}/orders/${orderId}`)).statusCode).toBe(
        404,
      );
      expect((await get(visitor.auth, `${shop.complexId}/orders`)).statusCode).toBe(403);
      expect((await get({}, `${shop.complexId}/orders`)).statusCode).toBe(401);
    });
  });
});
