import { sql } from 'drizzle-orm';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  CancelSessionResultSchema,
  SessionCalendarSchema,
} from '@sportkarta/contract/api/venue-sessions';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createSession, createShop } from './orders-fixtures';
import {
  eventually,
  paidOrder,
  paidShop,
  payOrder,
  setFaults,
  type Auth,
} from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { queryRows } from '../src/db/client';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { freeTicket, grant, staffAt } from './venue-fixtures';
import { z } from 'zod';

// Issue 25 (first slice): the venue's session calendar — capacity, sold, held and checked-in
// counts per session on the venue's days — and the cancellation of a session: it stops
// selling, each paid line is refunded through the acquirer that took it exactly once (also
// when the cancel is sent twice), each holder is told once, and the audit log has it.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const PROVIDERS = ['YOOKASSA', 'SBERBANK'] as const;

describe.each(ENGINES)('venue sessions ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/sessions`;
    const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const cancel = (auth: Auth, complexId: number, sessionId: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base(complexId)}/${sessionId}/cancel`,
        headers: auth,
        payload,
      });
    /** A coach of the venue (a COACH grant names a coach card of it). */
    const coachAt = async (complexId: number) => {
      const [card] = await queryRows(
        t.app.db,
        sql`insert into coaches (complex_id, first_name, last_name) values (${complexId}, 'Анна', 'Тренерова') returning id`,
        z.object({ id: z.number() }),
      );
      const person = await signIn(t.app);
      await grant(t.app, person.user.id, { complexId, role: 'COACH', coachId: card!.id });
      return person;
    };
    const calendar = async (auth: Auth, complexId: number, from: string, to = from) => {
      const res = await get(auth, `${base(complexId)}?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return SessionCalendarSchema.parse(res.json());
    };

    it('lists the venue days’ sessions with capacity, sold, held and checked-in counts', async () => {
      const shop = await createShop(t.app, { provider: null });
      const other = await createShop(t.app, { provider: null });
      // Vladivostok (UTC+10): the venue's 26 November begins at 17:00 Moscow time on the 25th.
      await t.app.db.execute(
        sql`update complexes set time_zone = 'Asia/Vladivostok' where id = ${shop.complexId}`,
      );
      const soon = new Date('2026-11-25T11:20:00+03:00'); // 18:20 in Vladivostok, the 25th
      const late = new Date('2026-11-25T18:30:00+03:00'); // 01:30 in Vladivostok, the 26th
      const buyer = await signIn(t.app);
      const ticket = await freeTicket(t.app, buyer.auth, shop, soon);
      const lateId = await createSession(t.app, shop, { startsAt: late, capacity: 12, sold: 3 });
      const holder = await signIn(t.app);
      const held = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations',
        headers: holder.auth,
        payload: { sessionId: lateId, quantity: 2 },
      });
      expect(held.statusCode, held.body).toBe(200);
      await createSession(t.app, other, { startsAt: soon });
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      const scanned = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/staff/check-in',
        headers: controller.auth,
        payload: { qrToken: ticket.qrToken, complexId: shop.complexId },
      });
      expect(scanned.json().result, scanned.body).toBe('ACCEPTED');

      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const day = await calendar(desk.auth, shop.complexId, '2026-11-25');
      expect(day.timeZone).toBe('Asia/Vladivostok');
      expect(day.sessions).toEqual([
        expect.objectContaining({
          date: '2026-11-25',
          capacity: 20,
          sold: 1,
          held: 0,
          checkedIn: 1,
          canceled: false,
          eventName: 'Свободное плавание',
        }),
      ]);
      const next = await calendar(desk.auth, shop.complexId, '2026-11-26');
      expect(next.sessions).toEqual([
        expect.objectContaining({
          id: lateId,
          date: '2026-11-26',
          capacity: 12,
          sold: 3,
          held: 2,
          checkedIn: 0,
        }),
      ]);
      expect(
        (await calendar(desk.auth, shop.complexId, '2026-11-24', '2026-11-30')).sessions,
      ).toHaveLength(2);
      // The hold expires with time: the count follows the app's clock.
      clock.set('2026-11-25T11:40:00+03:00');
      expect((await calendar(desk.auth, shop.complexId, '2026-11-26')).sessions[0]!.held).toBe(0);

      for (const q of [
        'from=2026-11-25',
        'from=завтра&to=2026-11-25',
        'from=2026-11-25&to=2026-11-24',
        'from=2026-11-01&to=2026-12-31',
      ]) {
        const res = await get(desk.auth, `${base(shop.complexId)}?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message, q).toMatch(/[А-ЯЁа-яё]/);
      }
      const q = '?from=2026-11-25&to=2026-11-25';
      const coach = await coachAt(shop.complexId);
      expect((await get(controller.auth, `${base(shop.complexId)}${q}`)).statusCode).toBe(403);
      expect((await get(coach.auth, `${base(shop.complexId)}${q}`)).statusCode).toBe(403);
      expect((await get(buyer.auth, `${base(shop.complexId)}${q}`)).statusCode).toBe(403);
      expect((await get({}, `${base(shop.complexId)}${q}`)).statusCode).toBe(401);
      const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
      expect((await get(otherAdmin.auth, `${base(shop.complexId)}${q}`)).statusCode).toBe(403);
      // Another venue's calendar never shows this venue's sessions.
      const theirs = await calendar(otherAdmin.auth, other.complexId, '2026-11-25');
      expect(theirs.sessions.map((s) => s.id)).not.toContain(lateId);
    });

    it('refuses to cancel a session that has started or is over, by the app’s clock', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      // The test clock says Wednesday 11:00 (Moscow): one session ended, one starts at 11:00.
      const past = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-25T09:00:00+03:00'),
      });
      const atEleven = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-25T11:00:00+03:00'),
      });
      const body = { reason: 'Бассейн закрыт на ремонт' };
      for (const sessionId of [past, atEleven]) {
        const res = await cancel(admin.auth, shop.complexId, sessionId, body);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe('Сеанс уже начался — отменить его нельзя');
      }
      // Nothing changed: not cancelled, nothing in the audit log.
      const day = await calendar(admin.auth, shop.complexId, '2026-11-25');
      expect(day.sessions.map((s) => [s.id, s.canceled])).toEqual([
        [past, false],
        [atEleven, false],
      ]);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${shop.complexId} and kind = 'SESSION_CANCEL'`,
        ),
      ).toBe(0);
      // A minute earlier by the clock the 11:00 session had not started: it can be cancelled.
      clock.set('2026-11-25T10:59:00+03:00');
      const res = await cancel(admin.auth, shop.complexId, atEleven, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(CancelSessionResultSchema.parse(res.json()).session.canceled).toBe(true);
    });

    it('the acquirer fails at once: the committed cancel is finished by the reconciler, once', async () => {
      const shop = await paidShop(t.app, 'YOOKASSA');
      const startsAt = new Date('2026-11-25T19:00:00+03:00');
      const sessionId = await createSession(t.app, shop, { startsAt, priceKopecks: 70000 });
      const buyer = await signIn(t.app);
      const order = await paidOrder(t.app, buyer.auth, shop, { startsAt, sessionId });
      await payOrder(t.app, buyer.auth, order.orderId);
      await eventually(
        async () =>
          (await countRows(
            t.app,
            sql`select count(*)::int as n from orders where id = ${order.orderId} and status = 'payed'`,
          )) === 1,
      );
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      // Every attempt of the immediate send (the adapter tries three times) fails.
      await setFaults(t.app, { provider: 'YOOKASSA', api: ['http500', 'http500', 'http500'] });
      const res = await cancel(admin.auth, shop.complexId, sessionId, { reason: 'Авария' });
      expect(res.statusCode, res.body).toBe(200);
      expect(CancelSessionResultSchema.parse(res.json()).refunds).toBe(1);
      const refunded = () =>
        countRows(
          t.app,
          sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r
                join payment_attempts x on x.provider_payment_id = r.payment_id
               where x.order_id = ${order.orderId}`,
        );
      expect(await refunded()).toBe(0);
      // A second cancel changes nothing: the refund stays the one queued.
      expect(
        (await cancel(admin.auth, shop.complexId, sessionId, { reason: 'Авария' })).statusCode,
      ).toBe(409);
      const reconcile = () =>
        reconcilePayments(
          paymentDeps(t.app, createPaymentGateways(t.app, t.config), t.config),
          clock.now(),
        );
      clock.advance(61_000);
      await reconcile();
      await eventually(async () => (await refunded()) === order.totalKopecks);
      clock.advance(61_000);
      await reconcile();
      expect(await refunded()).toBe(order.totalKopecks);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from refunds where order_id = ${order.orderId}`,
        ),
      ).toBe(1);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from notifications where user_id = ${buyer.user.id} and kind = 'EVENT_CANCELED'`,
        ),
      ).toBe(1);
    });

    describe.each(PROVIDERS)('%s', (provider) => {
      it('a cancel refunds each paid line once, tells each holder once, is audited', async () => {
        const shop = await paidShop(t.app, provider);
        const startsAt = new Date('2026-11-25T19:00:00+03:00');
        const sessionId = await createSession(t.app, shop, {
          startsAt,
          capacity: 10,
          priceKopecks: 70000,
        });
        const one = await signIn(t.app);
        const two = await signIn(t.app);
        const a = await paidOrder(t.app, one.auth, shop, { startsAt, sessionId, quantity: 2 });
        const b = await paidOrder(t.app, two.auth, shop, { startsAt, sessionId });
        await payOrder(t.app, one.auth, a.orderId);
        await payOrder(t.app, two.auth, b.orderId);
        const status = (orderId: string) =>
          countRows(
            t.app,
            sql`select count(*)::int as n from orders where id = ${orderId} and status = 'payed'`,
          );
        await eventually(async () => (await status(a.orderId)) + (await status(b.orderId)) === 2);
        // A third person has paid nothing yet: an order placed, not paid.
        const late = await signIn(t.app);
        const c = await paidOrder(t.app, late.auth, shop, { startsAt, sessionId });

        const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
        const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
        const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
        const coach = await coachAt(shop.complexId);
        const other = await createShop(t.app, { provider: null });
        const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
        const body = { reason: 'Бассейн закрыт на ремонт' };
        for (const who of [desk, controller, coach, one])
          expect((await cancel(who.auth, shop.complexId, sessionId, body)).statusCode).toBe(403);
        expect((await cancel(otherAdmin.auth, shop.complexId, sessionId, body)).statusCode).toBe(
          403,
        );
        expect((await cancel(otherAdmin.auth, other.complexId, sessionId, body)).statusCode).toBe(
          404,
        );
        const empty = await cancel(admin.auth, shop.complexId, sessionId, { reason: ' ' });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toMatch(/причин/i);

        const res = await cancel(admin.auth, shop.complexId, sessionId, body);
        expect(res.statusCode, res.body).toBe(200);
        const done = CancelSessionResultSchema.parse(res.json());
        expect(done).toMatchObject({ refunds: 2, notified: 2 });
        expect(done.session).toMatchObject({
          canceled: true,
          cancelReason: body.reason,
          held: 0,
        });
        const again = await cancel(admin.auth, shop.complexId, sessionId, body);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe('Сеанс уже отменён');

        const refunded = (orderId: string) =>
          countRows(
            t.app,
            sql`select coalesce(sum(r.amount_kopecks), 0)::int as n from emulated_refunds r
                  join payment_attempts x on x.provider_payment_id = r.payment_id
                 where x.order_id = ${orderId}`,
          );
        await eventually(
          async () =>
            (await refunded(a.orderId)) === a.totalKopecks &&
            (await refunded(b.orderId)) === b.totalKopecks,
        );
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from refund_lines rl join order_lines l on l.id = rl.order_line_id
                 where l.session_id = ${sessionId}`,
          ),
        ).toBe(2);
        // Told once each, by the notification (its push is the delivery job's).
        for (const who of [one, two])
          expect(
            await countRows(
              t.app,
              sql`select count(*)::int as n from notifications
                   where user_id = ${who.user.id} and kind = 'EVENT_CANCELED'
                     and body like ${'%' + body.reason + '%'}`,
            ),
          ).toBe(1);
        // The door refuses the tickets.
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from tickets where session_id = ${sessionId} and status = 'ACTIVE'`,
          ),
        ).toBe(0);

        // Nobody can hold it any more, and a payment that arrives now buys nothing: refunded.
        const hold = await t.app.inject({
          method: 'POST',
          url: '/v2/mob/scheduled-events/reservations',
          headers: late.auth,
          payload: { sessionId, quantity: 1 },
        });
        expect(hold.statusCode).toBe(422);
        expect(hold.json().message).toBe('Сеанс отменён');
        await payOrder(t.app, late.auth, c.orderId);
        await eventually(
          async () =>
            (await countRows(
              t.app,
              sql`select count(*)::int as n from orders
                   where id = ${c.orderId} and status = 'canceled' and cancel_reason = 'SEATS_GONE'`,
            )) === 1,
        );
        // The money taken without a ticket goes back by the reconciler.
        await reconcilePayments(
          paymentDeps(t.app, createPaymentGateways(t.app, t.config), t.config),
          clock.now(),
        );
        await eventually(async () => (await refunded(c.orderId)) === c.totalKopecks);
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from tickets where order_id = ${c.orderId}`,
          ),
        ).toBe(0);

        const log = AuditPageSchema.parse(
          (
            await get(
              admin.auth,
              `/v1/mob/staff/complexes/${shop.complexId}/audit?kind=SESSION_CANCEL`,
            )
          ).json(),
        );
        expect(log.items).toEqual([
          expect.objectContaining({
            kind: 'SESSION_CANCEL',
            actor: expect.objectContaining({ userId: admin.user.id }),
          }),
        ]);
        expect(log.items[0]!.after).toMatchObject({
          reason: body.reason,
          refunds: 2,
          notified: 2,
          amountKopecks: a.totalKopecks + b.totalKopecks,
        });
      });
    });
  });
});
