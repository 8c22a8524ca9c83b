import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { OrderSchema, ReservationSchema } from '@sportkarta/contract/api/orders';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { TogglesResponseSchema } from '@sportkarta/contract/api/toggles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { realAcquirerEnv } from './demo-seal-fixtures';
import { countRows, createRate, createService, createSession, createShop } from './orders-fixtures';
import { eventually, paidOrder, payOrder, startPayment, type Auth } from './payments-helpers';
import { applyUrl, createSection } from './sections-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 26 "The demo sealed": a demo login never takes capacity of a real venue — one whose
// money goes to a real acquirer — by a seat hold, an order (services, packages, seats), a
// section application or a payment; the refusal comes before anything is taken. Its tickets are
// refused at a real venue's door (DEMO: venue-door-parity.test.ts). DEMO_LOGIN switches the demo
// login off. And the embedded mode's demo buys at the seeded venues as it always did.
// A Wednesday in Moscow: the sessions are on Saturday.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const SEALED = /Демо-вход не покупает на настоящих спортобъектах/;

async function demoLogin(app: FastifyInstance): Promise<{ auth: Auth; userId: string }> {
  const res = await app.inject({ method: 'POST', url: '/v1/demo-user' });
  expect(res.statusCode, res.body).toBe(200);
  const s = SessionResponseSchema.parse(res.json());
  return { auth: { authorization: `Bearer ${s.accessToken}` }, userId: s.user.id };
}

const hold = (app: FastifyInstance, auth: Auth, sessionId: number) =>
  app.inject({
    method: 'POST',
    url: '/v2/mob/scheduled-events/reservations',
    headers: auth,
    payload: { sessionId, quantity: 1 },
  });

const preorder = (app: FastifyInstance, auth: Auth, complexId: number, lines: object[]) =>
  app.inject({
    method: 'POST',
    url: '/v2/mob/preorder',
    headers: auth,
    payload: { idempotencyKey: randomUUID(), agreementsAccepted: true, complexId, lines },
  });

const flags = async (app: FastifyInstance) =>
  TogglesResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/v1/unleash/toggles' })).json(),
  ).toggles.map((f) => f.name);

describe.each(ENGINES)('the demo sealed ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    describe('a server where YooKassa is a real acquirer', () => {
      let t: TestApp;
      const clock = testClock(WEDNESDAY);
      beforeAll(async () => {
        t = await createTestApp(engine.name, { clock, env: realAcquirerEnv('YOOKASSA') });
        await t.app.ready();
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      it('a demo copy holds no seat, orders nothing and applies nowhere at a real venue', async () => {
        const demo = await demoLogin(t.app);
        const real = await createShop(t.app, { provider: 'YOOKASSA' });
        const sessionId = await createSession(t.app, real, { startsAt: SATURDAY, capacity: 1 });

        const held = await hold(t.app, demo.auth, sessionId);
        expect(held.statusCode, held.body).toBe(403);
        expect(held.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: expect.stringMatching(SEALED),
        });
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from seat_holds where session_id = ${sessionId}`,
          ),
        ).toBe(0);

        const serviceId = await createService(t.app, real, { dailyCapacity: 1 });
        const rateId = await createRate(t.app, real);
        for (const line of [
          { kind: 'SERVICE', serviceId, visitDate: '2026-11-28', quantity: 1 },
          { kind: 'SERVICE_PACKAGE', rateId, quantity: 1 },
        ]) {
          const res = await preorder(t.app, demo.auth, real.complexId, [line]);
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().message).toMatch(SEALED);
        }
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from orders where user_id = ${demo.userId}
                                       and complex_id = ${real.complexId}`,
          ),
        ).toBe(0);

        const section = await createSection(t.app, real, [{ ageCategory: 'ALL', places: 1 }]);
        const applied = await t.app.inject({
          method: 'POST',
          url: applyUrl(section, section.groupIds[0]!),
          headers: demo.auth,
          payload: {},
        });
        expect(applied.statusCode, applied.body).toBe(403);
        expect(applied.json().message).toMatch(SEALED);
        const [group] = await queryRows(
          t.app.db,
          sql`select taken from section_groups where id = ${section.groupIds[0]!}`,
          z.object({ taken: z.number() }),
        );
        expect(group!.taken).toBe(0);

        // The last seat is still there for a person signed in by phone: the seal is the demo's.
        const person = await signIn(t.app);
        const bought = await paidOrder(t.app, person.auth, real, { startsAt: SATURDAY, sessionId });
        expect(bought.totalKopecks).toBeGreaterThan(0);
      });

      it('a demo copy still buys at a demo venue (its money goes to an emulator)', async () => {
        const demo = await demoLogin(t.app);
        const demoVenue = await createShop(t.app, { provider: 'SBERBANK' });
        const { orderId } = await paidOrder(t.app, demo.auth, demoVenue, { startsAt: SATURDAY });
        await payOrder(t.app, demo.auth, orderId);
        const tickets = async () =>
          TicketListSchema.parse(
            (
              await t.app.inject({
                method: 'GET',
                url: '/v1/mob/user/purchases-services-with-date',
                headers: demo.auth,
              })
            ).json(),
          ).items;
        await eventually(async () => (await tickets()).length === 1);
      });

      it('an order made while the venue was a demo one is not paid once its acquirer is real', async () => {
        const demo = await demoLogin(t.app);
        const venue = await createShop(t.app, { provider: 'SBERBANK' });
        const { orderId } = await paidOrder(t.app, demo.auth, venue, { startsAt: SATURDAY });
        await t.app.db.execute(
          sql`update cashbox_accounts set provider = 'YOOKASSA' where owner_id = ${venue.ownerId}`,
        );
        const res = await startPayment(t.app, demo.auth, orderId);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toMatch(SEALED);
        expect(
          await countRows(
            t.app,
            sql`select count(*)::int as n from payment_attempts where order_id = ${orderId}`,
          ),
        ).toBe(0);
      });

      it('the demo login is on by default in the embedded mode: no ignore-demo-login flag', async () => {
        expect(t.config.demoLogin).toBe(true);
        expect(await flags(t.app)).not.toContain('ignore-demo-login');
      });
    });

    describe('DEMO_LOGIN=false', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(engine.name, {
          clock: testClock(WEDNESDAY),
          env: { DEMO_LOGIN: 'false' },
        });
        await t.app.ready();
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      it('refuses the demo login in Russian and tells the app to hide «Демо-вход»', async () => {
        const demoPeople = () =>
          countRows(t.app, sql`select count(*)::int as n from users where is_demo`);
        const before = await demoPeople();
        const res = await t.app.inject({ method: 'POST', url: '/v1/demo-user' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          code: 'FORBIDDEN',
          message:
            'Демо-вход на этом сервере выключен: войдите по номеру телефона или через Сбер ID',
        });
        expect(await demoPeople()).toBe(before);
        expect(await flags(t.app)).toContain('ignore-demo-login');
      });
    });

    describe('the embedded mode (no acquirer is real)', () => {
      let t: TestApp;
      const clock = testClock(WEDNESDAY);
      beforeAll(async () => {
        t = await createTestApp(engine.name, { clock });
        await t.app.ready();
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      it('a demo login buys a seat of a seeded venue and pays with a test card, as before', async () => {
        const [seeded] = await queryRows(
          t.app.db,
          sql`select s.id::int as "sessionId", e.complex_id as "complexId"
                from event_sessions s
                join scheduled_events e on e.id = s.event_id
                join complexes c on c.id = e.complex_id
                join cashbox_accounts a on a.owner_id = c.owner_id
               where a.provider is not null and e.price_kopecks > 0 and e.status = 'ACTIVE'
                 and e.audience = 'USER_AND_CHILDREN' and e.target_group = 'ALL'
                 and not s.canceled and s.capacity > s.sold + 1
                 and s.starts_at > ${clock.now().toISOString()}::timestamptz + interval '2 hours'
                 and (s.sales_open_at is null or s.sales_open_at <= ${clock.now().toISOString()}::timestamptz)
                 and (e.sales_open_at is null or e.sales_open_at <= ${clock.now().toISOString()}::timestamptz)
               order by s.starts_at limit 1`,
          z.object({ sessionId: z.number(), complexId: z.number() }),
        );
        expect(seeded, 'the demo seed has a paid session ahead').toBeDefined();
        const demo = await demoLogin(t.app);
        const held = await hold(t.app, demo.auth, seeded!.sessionId);
        expect(held.statusCode, held.body).toBe(200);
        const res = await preorder(t.app, demo.auth, seeded!.complexId, [
          { kind: 'RESERVATION', reservationId: ReservationSchema.parse(held.json()).id },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        await payOrder(t.app, demo.auth, OrderSchema.parse(res.json()).id);
        await eventually(
          async () =>
            (await countRows(
              t.app,
              sql`select count(*)::int as n from tickets where user_id = ${demo.userId} and session_id = ${seeded!.sessionId}`,
            )) === 1,
        );
      });
    });
  });
});
