import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { DEMO_CHILDREN, DEMO_USER } from '../src/db/seed/agreements-data';
import { isDemoUser } from '../src/modules/auth/demo-repository';
import { DEMO_COPY_STEPS } from '../src/demo-copy-steps';
import { sweepDemoCopies } from '../src/modules/auth/demo-service';
import { sendMultipart, VALID_USER } from './accounts-helpers';
import { appTime, testClock } from './clock';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Tuesday noon in Moscow; copies live DEMO_COPY_TTL_HOURS = 24 by default.
const TUESDAY_NOON = '2026-11-24T12:00:00+03:00';
const HOUR_MS = 3_600_000;

describe.each(ENGINES)('demo copies ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(TUESDAY_NOON);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const demoLogin = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/demo-user' });
      expect(res.statusCode).toBe(200);
      const s = SessionResponseSchema.parse(res.json());
      return { ...s, auth: { authorization: `Bearer ${s.accessToken}` } };
    };
    const get = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    const rows = <S extends z.ZodType>(query: SQL, row: S) => queryRows(t.app.db, query, row);
    const Count = z.object({ n: z.coerce.number() });
    const Id = z.object({ id: z.string() });
    const childNames = async (auth: Record<string, string>) =>
      ((await get('/v1/userInfo/children', auth)).json().children as { firstName: string }[])
        .map((c) => c.firstName)
        .sort();
    const favoriteIds = async (auth: Record<string, string>) =>
      ((await get('/v1/placeFavorites', auth)).json().items as { id: number }[])
        .map((f) => f.id)
        .sort((a, b) => a - b);
    const serviceCount = async () =>
      (await rows(sql`select count(*) as n from services`, Count))[0]!.n;

    it('each demo login gets its own copy of the demo person: names, photo, children, favourites', async () => {
      const a = await demoLogin();
      const b = await demoLogin();
      expect(a.user.id).not.toBe(b.user.id);
      for (const s of [a, b]) {
        expect(s.user.id).not.toBe(DEMO_USER.id);
        expect(s.user).toMatchObject({
          firstName: DEMO_USER.firstName,
          lastName: DEMO_USER.lastName,
          middleName: DEMO_USER.middleName,
          email: DEMO_USER.email,
          isDemo: true,
          phone: null,
        });
        expect(s.agreementsRequired).toEqual([]);
        expect((await get('/v1/userInfo', s.auth)).json().id).toBe(s.user.id);
        expect(await childNames(s.auth)).toEqual(DEMO_CHILDREN.map((c) => c.firstName).sort());
        expect(await favoriteIds(s.auth)).toHaveLength(3);
        // A photo of its own (the file is copied: deleting it in one copy leaves the others').
        expect(s.user.photo).toMatch(/^\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
        expect((await t.app.inject({ method: 'GET', url: s.user.photo! })).statusCode).toBe(200);
      }
      expect(a.user.photo).not.toBe(b.user.photo);
      expect(await favoriteIds(a.auth)).toEqual(await favoriteIds(b.auth));
      const kids = await rows(
        sql`select parent_id from children where parent_id in (${a.user.id}, ${b.user.id}, ${DEMO_USER.id})`,
        z.object({ parent_id: z.string() }),
      );
      expect(kids).toHaveLength(6); // two each: the template's are not moved
      // created_at is the app clock's (the sweeper ages copies by it).
      const [created] = await rows(
        sql`select created_at from users where id = ${a.user.id}`,
        z.object({ created_at: z.coerce.date() }),
      );
      expect(created!.created_at.toISOString()).toBe(appTime(t.app));
      expect(await isDemoUser(t.app.db, a.user.id)).toBe(true);
    });

    it('a copy is friends with the organisers of the demo games, so it sees the friends-only ones', async () => {
      const s = await demoLogin();
      const friendsOnly = await rows(
        sql`select id::text as id from events
             where kind = 'USER_EVENT' and audience = 'FRIENDS_ONLY'`,
        Id,
      );
      expect(friendsOnly.length).toBeGreaterThan(0);
      for (const { id } of friendsOnly) {
        expect((await get(`/v1/event/${id}`, s.auth)).statusCode).toBe(200);
        // …which a visitor does not: the rule still holds.
        expect((await get(`/v1/event/${id}`, {})).statusCode).toBe(404);
      }
      const listed = (await get('/v1/events', s.auth)).json() as unknown;
      expect(JSON.stringify(listed)).toContain(friendsOnly[0]!.id);
    });

    it('one copy’s orders and edits are invisible to another copy and to the template', async () => {
      const a = await demoLogin();
      const b = await demoLogin();
      const favB = await favoriteIds(b.auth);
      await t.app.db.execute(sql`
        insert into orders (user_id, complex_id, owner_id, status, subtotal_kopecks, fee_kopecks,
                            total_kopecks, idempotency_key, created_at, expires_at)
        select ${a.user.id}, id, owner_id, 'created', 50000, 0, 50000, 'a-order',
               ${appTime(t.app)}::timestamptz, ${appTime(t.app, 15 * 60_000)}::timestamptz
          from complexes where id = ${favB[0]!}`);
      // Each copy has its own past purchases (seeded per copy); A's new order is A's alone.
      const owned = await rows(
        sql`select user_id from orders where idempotency_key = 'a-order'`,
        z.object({ user_id: z.string() }),
      );
      expect(owned.map((o) => o.user_id)).toEqual([a.user.id]);
      const pastOf = async (id: string) =>
        (await rows(sql`select id from orders where user_id = ${id} order by id`, Id)).map(
          (o) => o.id,
        );
      const [pastA, pastB] = [await pastOf(a.user.id), await pastOf(b.user.id)];
      expect(pastA.filter((id) => pastB.includes(id))).toEqual([]);
      expect(await pastOf(DEMO_USER.id)).toEqual([]);

      // Profile edit in A: B and the template keep the demo person's names.
      const edit = await sendMultipart(t.app, 'POST', '/v1/userInfo', a.auth, [
        { name: 'user', value: JSON.stringify({ ...VALID_USER, firstName: 'Изменено' }) },
      ]);
      expect(edit.statusCode).toBe(200);
      expect((await get('/v1/userInfo', a.auth)).json().firstName).toBe('Изменено');
      expect((await get('/v1/userInfo', b.auth)).json().firstName).toBe(DEMO_USER.firstName);
      const [template] = await rows(
        sql`select first_name, phone from users where id = ${DEMO_USER.id}`,
        z.object({ first_name: z.string(), phone: z.string() }),
      );
      expect(template).toEqual({ first_name: DEMO_USER.firstName, phone: DEMO_USER.phone });

      // A favourite removed in A (PUT toggles) stays in B.
      const del = await t.app.inject({
        method: 'PUT',
        url: `/v1/placeFavorites/${favB[0]!}`,
        headers: a.auth,
      });
      expect(del.statusCode, del.body).toBe(200);
      expect(await favoriteIds(a.auth)).toHaveLength(2);
      expect(await favoriteIds(b.auth)).toEqual(favB);
      expect(await favoriteIds((await demoLogin()).auth)).toEqual(favB);
    });

    it('past purchases only when the catalogue has services: paid YooKassa orders with tickets', async () => {
      if ((await serviceCount()) === 0) {
        const none = await demoLogin();
        const [n] = await rows(
          sql`select count(*) as n from orders where user_id = ${none.user.id}`,
          Count,
        );
        expect(n!.n).toBe(0);
        await t.app.db.execute(sql`
          insert into services (complex_id, place_id, name, service_type, price_kopecks)
          select complex_id, id, 'Свободное плавание ' || id, 'COMMERCIAL', 45000
            from places order by id limit 2`);
      }
      const s = await demoLogin();
      const orders = await rows(
        sql`select id, status, provider, paid_at, total_kopecks from orders where user_id = ${s.user.id}`,
        z.object({
          id: z.string(),
          status: z.string(),
          provider: z.string(),
          paid_at: z.coerce.date(),
          total_kopecks: z.number(),
        }),
      );
      expect(orders.length).toBeGreaterThanOrEqual(1);
      expect(orders.length).toBeLessThanOrEqual(3);
      for (const o of orders) {
        expect(o).toMatchObject({ status: 'payed', provider: 'YOOKASSA' });
        expect(o.paid_at.getTime()).toBeLessThan(clock.now().getTime());
      }
      const tickets = await rows(
        sql`select order_id, user_id from tickets where user_id = ${s.user.id}`,
        z.object({ order_id: z.string(), user_id: z.string() }),
      );
      expect(tickets.map((x) => x.order_id).sort()).toEqual(orders.map((o) => o.id).sort());
    });

    it('after DEMO_COPY_TTL_HOURS the sweeper deletes a copy with orders, tickets, holds and payments', async () => {
      const old = await demoLogin();
      if ((await serviceCount()) === 0) throw new Error('the previous test adds services');
      // A hold on a session, an order using it, a ticket and a payment attempt of the copy.
      await t.app.db.execute(sql`
        with ev as (
          insert into scheduled_events (complex_id, place_id, name, service_type, price_kopecks, duration_minutes)
          select complex_id, place_id, 'Мастер-класс', 'COMMERCIAL', 30000, 60 from services order by id limit 1
          returning id),
        ses as (
          insert into event_sessions (event_id, starts_at, ends_at, capacity)
          select id, ${appTime(t.app, HOUR_MS)}::timestamptz, ${appTime(t.app, 2 * HOUR_MS)}::timestamptz, 10 from ev
          returning id),
        ord as (
          insert into orders (user_id, complex_id, owner_id, provider, status, subtotal_kopecks, fee_kopecks,
                              total_kopecks, idempotency_key, created_at, expires_at)
          select ${old.user.id}, c.id, c.owner_id, 'YOOKASSA', 'created', 30000, 0, 30000, 'sweep',
                 ${appTime(t.app)}::timestamptz, ${appTime(t.app, 15 * 60_000)}::timestamptz
            from complexes c join services s on s.complex_id = c.id order by s.id limit 1
          returning id),
        hold as (
          insert into seat_holds (session_id, user_id, quantity, expires_at, order_id, created_at)
          select ses.id, ${old.user.id}, 1, ${appTime(t.app, 15 * 60_000)}::timestamptz, ord.id,
                 ${appTime(t.app)}::timestamptz from ses, ord
          returning id, session_id, order_id),
        line as (
          insert into order_lines (order_id, kind, title, session_id, hold_id, quantity,
                                   unit_price_kopecks, amount_kopecks, fee_kopecks)
          select order_id, 'RESERVATION', 'Мастер-класс', session_id, id, 1, 30000, 30000, 0 from hold
          returning id, order_id, session_id),
        ticket as (
          insert into tickets (qr_code_id, order_id, order_line_id, user_id, session_id, created_at)
          select 'sweep-qr', order_id, id, ${old.user.id}, session_id, ${appTime(t.app)}::timestamptz from line
          returning 1)
        insert into payment_attempts (order_id, provider, account_key, amount_kopecks, created_at, updated_at)
        select id, 'YOOKASSA', 'default', 30000, ${appTime(t.app)}::timestamptz, ${appTime(t.app)}::timestamptz
          from ord`);
      expect((await get('/v1/userInfo', old.auth)).statusCode).toBe(200);

      clock.advance(23 * HOUR_MS);
      expect(
        await sweepDemoCopies(t.app.db, t.app.files, t.config, DEMO_COPY_STEPS, clock.now()),
      ).toBe(0);
      expect((await get('/v1/userInfo', old.auth)).statusCode).toBe(200);

      clock.advance(2 * HOUR_MS);
      const fresh = await demoLogin(); // sweeps a few on the way…
      await sweepDemoCopies(t.app.db, t.app.files, t.config, DEMO_COPY_STEPS, clock.now()); // …and the interval the rest
      const left = await rows(sql`select id from users where is_demo`, Id);
      expect(left.map((u) => u.id).sort()).toEqual([DEMO_USER.id, fresh.user.id].sort());
      for (const table of ['orders', 'seat_holds', 'tickets', 'sessions']) {
        const [n] = await rows(
          sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${old.user.id}`,
          Count,
        );
        expect(n!.n).toBe(0);
      }
      const [attempts] = await rows(sql`select count(*) as n from payment_attempts`, Count);
      expect(attempts!.n).toBe(0);
      const res = await get('/v1/userInfo', old.auth);
      expect(res.statusCode).toBe(401);
      // The template is never swept and still seeds new copies.
      expect(await childNames(fresh.auth)).toHaveLength(2);
    });
  });
});
