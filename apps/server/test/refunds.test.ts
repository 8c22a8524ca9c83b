import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OrderSchema, ReservationSchema } from '@sportkarta/contract/api/orders';
import { SoldOrderSchema, type SoldOrder } from '@sportkarta/contract/api/refunds';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createService, createSession, type Shop } from './orders-fixtures';
import {
  deliveriesDone,
  eventually,
  paidShop,
  payOrder,
  setFaults,
  type Auth,
} from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 12: refunds a person asks for, against both payment emulators — the whole order, some
// lines, a refusal by the bank, a webhook or callback that comes twice — under the owner's
// policy, and nobody else's order.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;

describe.each(ENGINES)('refunds ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, NOW);

    /** A paid order of two lines: two seats on Saturday's session and a gym visit on Friday. */
    const twoLineOrder = async (auth: Auth, shop: Shop) => {
      const sessionId = await createSession(t.app, shop, {
        startsAt: SATURDAY,
        capacity: 10,
        priceKopecks: 70000,
      });
      const serviceId = await createService(t.app, shop, { priceKopecks: 35000 });
      const held = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations',
        headers: auth,
        payload: { sessionId, quantity: 2 },
      });
      const reservation = ReservationSchema.parse(held.json());
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: shop.complexId,
          lines: [
            { kind: 'RESERVATION', reservationId: reservation.id },
            { kind: 'SERVICE', serviceId, visitDate: '2026-11-27', quantity: 1 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderSchema.parse(res.json());
      await payOrder(t.app, auth, order.id);
      await eventually(async () => (await details(auth, order.id)).status === 'payed');
      return { orderId: order.id, sessionId, serviceId, total: order.totalKopecks };
    };
    const details = async (auth: Auth, orderId: string): Promise<SoldOrder> => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/user/sold-order-details?orderId=${orderId}`,
        headers: auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return SoldOrderSchema.parse(res.json());
    };
    const refund = (auth: Auth, payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/mob/orders/refund', headers: auth, payload });
    const sold = (sessionId: number) =>
      countRows(t.app, sql`select sold as n from event_sessions where id = ${sessionId}`);
    const refunded = (provider: string) =>
      countRows(
        t.app,
        sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r
             where r.provider = ${provider}`,
      );

    describe.each(PROVIDERS)('%s', (provider) => {
      it('some lines, then the rest: each back once, the seats on sale again, the order returned', async () => {
        const me = await signIn(t.app);
        const shop = await paidShop(t.app, provider);
        // The acquirer repeats its notifications: the refund is applied once all the same.
        await setFaults(t.app, { provider, notify: 'duplicate' });
        const { orderId, sessionId, total } = await twoLineOrder(me.auth, shop);
        const before = await details(me.auth, orderId);
        expect(before.lines.map((l) => l.refundable)).toEqual([true, true]);
        expect(before.totalKopecks).toBe(total);
        expect(await sold(sessionId)).toBe(2);

        const [seats, gym] = before.lines;
        const first = await refund(me.auth, { orderId, lineIds: [seats!.id] });
        expect(first.statusCode, first.body).toBe(200);
        await eventually(
          async () => (await details(me.auth, orderId)).refunds[0]?.state === 'REFUNDED',
        );
        const partial = await details(me.auth, orderId);
        expect(partial.status).toBe('payed');
        expect(partial.refunds[0]).toMatchObject({
          amountKopecks: seats!.amountKopecks + seats!.feeKopecks,
          lineIds: [seats!.id],
          requested: true,
        });
        expect(partial.refunds[0]!.sentAt).not.toBeNull();
        expect(partial.refunds[0]!.finishedAt).not.toBeNull();
        expect(partial.lines[0]).toMatchObject({ refundable: false, refundState: 'REFUNDED' });
        expect(partial.lines[1]).toMatchObject({ refundable: true, refundState: null });
        expect(await refunded(provider)).toBe(seats!.amountKopecks + seats!.feeKopecks);
        const events = TicketListSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: '/v1/mob/user/purchases-services-with-date',
              headers: me.auth,
            })
          ).json(),
        ).items;
        expect(events.map((e) => e.status)).toEqual(['REFUNDED', 'REFUNDED']);
        // Let the duplicated notifications land: the seats are back once, not twice.
        await deliveriesDone(t.app);
        expect(await sold(sessionId)).toBe(0);

        const again = await refund(me.auth, { orderId, lineIds: [seats!.id] });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Уже возвращено');
        expect((await refund(me.auth, { orderId, lineIds: [gym!.id] })).statusCode).toBe(200);
        await eventually(async () => (await details(me.auth, orderId)).status === 'returned');
        expect(await refunded(provider)).toBe(total);
      });

      it('the bank refuses: the refund is rejected with the reason and can be asked again', async () => {
        const me = await signIn(t.app);
        const shop = await paidShop(t.app, provider);
        const { orderId, sessionId } = await twoLineOrder(me.auth, shop);
        await setFaults(t.app, { provider, api: ['http400'] });
        const res = await refund(me.auth, { orderId });
        expect(res.statusCode, res.body).toBe(200);
        const after = SoldOrderSchema.parse(res.json());
        expect(after.refunds[0]).toMatchObject({
          state: 'REJECTED',
          lineIds: after.lines.map((l) => l.id),
        });
        expect(after.refunds[0]!.rejectReason).toMatch(/^Банк отклонил возврат/);
        expect(after.lines.every((l) => l.refundable)).toBe(true);
        expect(after.status).toBe('payed');
        expect(await sold(sessionId)).toBe(2);

        await setFaults(t.app, { provider, api: [] });
        clock.advance(60_000);
        expect((await refund(me.auth, { orderId })).statusCode).toBe(200);
        await eventually(async () => (await details(me.auth, orderId)).status === 'returned');
        const done = await details(me.auth, orderId);
        expect(done.refunds.map((r) => r.state)).toEqual(['REFUNDED', 'REJECTED']);
      });
    });

    it('the policy: not after the deadline, not a used ticket; nobody else; bad input', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await twoLineOrder(me.auth, shop);
      const [seats, gym] = (await details(me.auth, orderId)).lines;

      await t.app.db.execute(
        sql`update tickets set visits_used = 1, status = 'DEACTIVATED' where order_line_id = ${gym!.id}`,
      );
      const used = await refund(me.auth, { orderId, lineIds: [gym!.id] });
      expect(used.statusCode).toBe(409);
      expect(used.json().message).toBe('Билет уже использован');
      const whole = await refund(me.auth, { orderId });
      expect(whole.statusCode).toBe(409);
      expect(whole.json().message).toMatch(/Билет уже использован/);

      clock.set(new Date(SATURDAY.getTime() - 90 * 60_000));
      const late = await refund(me.auth, { orderId, lineIds: [seats!.id] });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Вернуть билет можно не позднее чем за 2 ч до начала');
      expect((await details(me.auth, orderId)).lines[0]!.refundBlockedBy).toMatch(/не позднее/);

      // Someone else's order is not there for them, by either call.
      const peek = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/user/sold-order-details?orderId=${orderId}`,
        headers: other.auth,
      });
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe('Заказ не найден');
      expect((await refund(other.auth, { orderId })).statusCode).toBe(404);
      expect((await refund({}, { orderId })).statusCode).toBe(401);

      for (const bad of [
        {},
        { orderId: 'nope' },
        { orderId, lineIds: [] },
        { orderId, lineIds: ['x'] },
        { orderId, lineIds: [-1] },
        { orderId, lineIds: [999999999] },
      ]) {
        const res = await refund(me.auth, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().message).toMatch(/[А-Яа-яЁё]/);
      }
      const badQuery = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/user/sold-order-details?orderId=1',
        headers: me.auth,
      });
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json().message).toMatch(/Неверный номер заказа/);
    });
  });
});
