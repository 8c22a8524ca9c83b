import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CreateSeriesResultSchema } from '@sportkarta/contract/api/venue-series';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../src/db/client';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createSession } from './orders-fixtures';
import { eventually, paidOrder, paidShop, payOrder, type Auth } from './payments-helpers';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25 "Done means": a series is cancelled while buyers are buying its sessions, on two API
// processes over one PostgreSQL database. Whatever the interleaving, no ticket survives on a
// cancelled session, and every payment taken is refunded exactly once — by the cancellation
// (paid before it) or by the payment's own path (paid after it: the seats are gone, the
// reconciler returns the money).

const NOW = '2026-11-25T11:00:00+03:00';
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(
  `a series cancelled while buying (${engineTitle(postgres)})`,
  () => {
    let a: TestApp;
    let b: TestApp;
    const clock = testClock(NOW);
    beforeAll(async () => {
      ({ a, b } = await createTwoPostgresApps(clock));
    }, 120_000);
    afterAll(async () => {
      await b?.cleanup();
      await a?.cleanup();
    });

    it('no ticket survives on a cancelled session; every paid one is refunded once', async () => {
      const shop = await paidShop(a.app, 'YOOKASSA');
      const probe = await createSession(a.app, shop, {
        startsAt: new Date('2026-11-20T10:00:00+03:00'),
        priceKopecks: 70000,
      });
      const [event] = await queryRows(
        a.app.db,
        sql`select event_id as id from event_sessions where id = ${probe}`,
        z.object({ id: z.number() }),
      );
      const admin = await staffAt(a.app, shop.complexId, 'ADMIN');
      const made = CreateSeriesResultSchema.parse(
        (
          await a.app.inject({
            method: 'POST',
            url: `/v1/mob/staff/complexes/${shop.complexId}/series`,
            headers: admin.auth,
            payload: {
              idempotencyKey: randomUUID(),
              eventId: event!.id,
              weekdays: [5],
              startTime: '19:00',
              startDate: '2026-11-27',
              endDate: '2026-12-11',
              capacity: 30,
            },
          })
        ).json(),
      );
      const sessions = await queryRows(
        a.app.db,
        sql`select id::int as id, starts_at as "startsAt" from event_sessions
           where series_id = ${made.series.id} order by starts_at`,
        z.object({ id: z.number(), startsAt: z.coerce.date() }),
      );
      expect(sessions).toHaveLength(3);

      // Three holders paid before anything happens: one per session.
      const early: { auth: Auth; userId: string; orderId: string }[] = [];
      for (const s of sessions) {
        const who = await signIn(a.app);
        const order = await paidOrder(a.app, who.auth, shop, {
          startsAt: s.startsAt,
          sessionId: s.id,
        });
        await payOrder(a.app, who.auth, order.orderId);
        early.push({ auth: who.auth, userId: who.user.id, orderId: order.orderId });
      }
      const paidCount = (ids: string[]) =>
        countRows(
          a.app,
          sql`select count(*)::int as n from orders where status = 'payed'
             and id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})`,
        );
      await eventually(async () => (await paidCount(early.map((e) => e.orderId))) === 3);

      // Three more have placed their orders and pay exactly as the cancel runs: their money lands
      // on cancelled sessions whichever comes first.
      const paying: { auth: Auth; orderId: string; app: TestApp['app'] }[] = [];
      for (const [i, s] of sessions.entries()) {
        const app = i % 2 ? b.app : a.app;
        const who = await signIn(app);
        const order = await paidOrder(app, who.auth, shop, {
          startsAt: s.startsAt,
          sessionId: s.id,
        });
        paying.push({ auth: who.auth, orderId: order.orderId, app });
      }

      // Sixteen buyers on two processes: hold, order, pay — while the administrator cancels.
      const buyers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => signIn(i % 2 ? b.app : a.app)),
      );
      const buying = buyers.map(async (buyer, i) => {
        const app = i % 2 ? b.app : a.app;
        const s = sessions[i % sessions.length]!;
        try {
          const order = await paidOrder(app, buyer.auth, shop, {
            startsAt: s.startsAt,
            sessionId: s.id,
          });
          await payOrder(app, buyer.auth, order.orderId);
          return order.orderId;
        } catch {
          return undefined; // the hold or the order was refused: the series is cancelled
        }
      });
      const holds = () =>
        countRows(
          a.app,
          sql`select count(*)::int as n from seat_holds h join event_sessions s on s.id = h.session_id
             where s.series_id = ${made.series.id}`,
        );
      await eventually(async () => (await holds()) >= 12, 20_000);
      const late = paying.map((p) => payOrder(p.app, p.auth, p.orderId));
      const cancel = await b.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/complexes/${shop.complexId}/series/${made.series.id}/cancel`,
        headers: admin.auth,
        payload: { reason: 'Бассейн закрыт на ремонт' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await Promise.all(late);
      const orders = (await Promise.all(buying)).filter((id): id is string => id !== undefined);

      // Let every payment settle (the emulator's notifications travel on timers), then let the
      // reconciler send what did not go at once — twice, to see it never sends anything twice.
      const settled = () =>
        countRows(
          a.app,
          sql`select count(*)::int as n from payment_attempts x join orders o on o.id = x.order_id
             where x.status = 'succeeded' and o.status not in ('payed', 'canceled', 'returned')
               and exists (select 1 from order_lines l join event_sessions s on s.id = l.session_id
                            where l.order_id = o.id and s.series_id = ${made.series.id})`,
        );
      await eventually(async () => (await settled()) === 0, 20_000);
      const deps = paymentDeps(a.app, createPaymentGateways(a.app, a.config), a.config);
      for (let pass = 0; pass < 3; pass++) {
        clock.advance(61_000);
        await reconcilePayments(deps, clock.now());
      }

      expect(
        await countRows(
          a.app,
          sql`select count(*)::int as n from tickets t join event_sessions s on s.id = t.session_id
             where s.series_id = ${made.series.id} and s.canceled and t.status = 'ACTIVE'`,
        ),
      ).toBe(0);
      expect(
        await countRows(
          a.app,
          sql`select count(*)::int as n from event_sessions
             where series_id = ${made.series.id} and not canceled`,
        ),
      ).toBe(0);

      // Every payment taken for the series: refunded in full, by exactly one refund.
      const money = () =>
        queryRows(
          a.app.db,
          sql`select x.order_id as "orderId", x.amount_kopecks as paid,
                     (select coalesce(sum(r.amount_kopecks), 0)::int from emulated_refunds r
                       where r.payment_id = x.provider_payment_id) as refunded,
                     (select count(*)::int from emulated_refunds r
                       where r.payment_id = x.provider_payment_id) as refunds
                from payment_attempts x
               where x.status = 'succeeded'
                 and exists (select 1 from order_lines l join event_sessions s on s.id = l.session_id
                              where l.order_id = x.order_id and s.series_id = ${made.series.id})`,
          z.object({
            orderId: z.string(),
            paid: z.number(),
            refunded: z.number(),
            refunds: z.number(),
          }),
        );
      await eventually(async () => (await money()).every((r) => r.refunded === r.paid), 20_000);
      const rows = await money();
      // Each paid order ended returned (paid before the cancel) or cancelled with its seats gone
      // (paid after it): none kept its tickets.
      expect(
        await countRows(
          a.app,
          sql`select count(*)::int as n from orders o
               where exists (select 1 from payment_attempts x
                              where x.order_id = o.id and x.status = 'succeeded')
                 and exists (select 1 from order_lines l join event_sessions s on s.id = l.session_id
                              where l.order_id = o.id and s.series_id = ${made.series.id})
                 and not (o.status = 'returned'
                          or (o.status = 'canceled' and o.cancel_reason = 'SEATS_GONE'))`,
        ),
      ).toBe(0);
      // The early three, and every buyer whose payment went through before or after the cancel.
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const r of rows) expect(r, r.orderId).toMatchObject({ refunded: r.paid, refunds: 1 });
      expect(rows.map((r) => r.orderId)).toEqual(
        expect.arrayContaining([...early.map((e) => e.orderId)]),
      );
      // Each payment that reached the acquirer is among them; none paid twice.
      for (const orderId of orders)
        expect(
          await countRows(
            a.app,
            sql`select count(*)::int as n from payment_attempts where order_id = ${orderId} and status = 'succeeded'`,
          ),
        ).toBeLessThanOrEqual(1);
      // The early holders were told once each.
      for (const e of early)
        expect(
          await countRows(
            a.app,
            sql`select count(*)::int as n from notifications where user_id = ${e.userId} and kind = 'EVENT_CANCELED'`,
          ),
        ).toBe(1);
    }, 120_000);
  },
);
