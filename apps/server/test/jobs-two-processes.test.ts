import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { DEMO_COPY_STEPS } from '../src/demo-copy-steps';
import { createPaymentGateways } from '../src/integrations/payments/index';
import { sweepDemoCopies } from '../src/modules/auth/demo-service';
import { sweepNonces, NONCE_KEEP_DAYS } from '../src/modules/check-in/nonce-sweeper';
import { sweepReminders } from '../src/modules/notifications/reminders';
import { sweepExpired } from '../src/modules/orders/order-repository';
import { reconcilePayments } from '../src/modules/payments/reconciler';
import { paymentDeps } from '../src/modules/payments/service';
import { sweepPurchases } from '../src/modules/purchases/sweeper';
import { signIn } from './accounts-helpers';
import { appTime, testClock } from './clock';
import { notifyUser, pushJob } from './notifications-helpers';
import { countRows, createRate, createSession, createShop, type Shop } from './orders-fixtures';
import { paidOrder, paidShop, startPayment } from './payments-helpers';
import { buyAndPay } from './tax-helpers';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 26: every periodic job claims its work, so two API processes never do a row twice.
// Each test makes due rows, runs the job from both apps at once — twice each, so the passes
// overlap — and counts what was done: the passes' own counts add up to the rows made, and the
// rows show one effect each. PGlite is one connection: the race exists on PostgreSQL only.

const NOW = '2026-11-25T11:00:00+03:00';
const HOUR = 3_600_000;
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`jobs exactly once (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  let shop: Shop;
  let me: Awaited<ReturnType<typeof signIn>>;
  const clock = testClock(NOW);

  beforeAll(async () => {
    ({ a, b } = await createTwoPostgresApps(clock));
    shop = await createShop(a.app, { policies: false });
    me = await signIn(a.app);
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  /** The job from A and from B, twice each, all at once; answers the four results. */
  const fromBoth = <T>(job: (t: TestApp) => Promise<T>): Promise<T[]> =>
    Promise.all([job(a), job(b), job(a), job(b)]);
  const count = (query: SQL) => countRows(a.app, query);
  const sum = (ns: number[]) => ns.reduce((x, y) => x + y, 0);

  /** An order of `userId` with `tickets` ACTIVE tickets on `sessionId` (SQL: no payment). */
  const ticketsOn = async (userId: string, sessionId: number, tickets: number) => {
    const [order] = await queryRows(
      a.app.db,
      sql`with o as (
            insert into orders (user_id, complex_id, owner_id, provider, status, subtotal_kopecks,
              fee_kopecks, total_kopecks, idempotency_key, created_at, expires_at, paid_at)
            values (${userId}, ${shop.complexId}, ${shop.ownerId}, 'YOOKASSA', 'payed', 0, 0, 0,
              ${randomUUID()}, ${appTime(a.app)}::timestamptz, ${appTime(a.app)}::timestamptz,
              ${appTime(a.app)}::timestamptz)
            returning id),
          l as (
            insert into order_lines (order_id, kind, title, session_id, quantity,
              unit_price_kopecks, amount_kopecks, fee_kopecks)
            select id, 'RESERVATION', 'Свободное плавание', ${sessionId}, ${tickets}, 0, 0, 0 from o
            returning id, order_id)
          insert into tickets (qr_code_id, order_id, order_line_id, user_id, session_id, created_at)
          select ${randomUUID()} || '-' || g, l.order_id, l.id, ${userId}, ${sessionId},
                 ${appTime(a.app)}::timestamptz
            from l, generate_series(1, ${tickets}) g
          returning order_id as id`,
      z.object({ id: z.string() }),
    );
    return order!.id;
  };

  it('expired holds are released and unpaid orders canceled once (orders sweeper)', async () => {
    await sweepExpired(a.app.db, clock.now()); // what the seed left
    const sessionId = await createSession(a.app, shop, {
      startsAt: new Date('2026-11-27T19:00:00+03:00'),
      capacity: 100,
    });
    await a.app.db.execute(
      sql`insert into seat_holds (session_id, user_id, quantity, expires_at, created_at)
          select ${sessionId}, ${me.user.id}, 1, ${appTime(a.app, -1000)}::timestamptz,
                 ${appTime(a.app, -HOUR)}::timestamptz
            from generate_series(1, 60)`,
    );
    await a.app.db.execute(
      sql`insert into orders (user_id, complex_id, owner_id, provider, subtotal_kopecks,
            fee_kopecks, total_kopecks, idempotency_key, created_at, expires_at)
          select ${me.user.id}, ${shop.complexId}, ${shop.ownerId}, 'YOOKASSA', 100, 0, 100,
                 'sweep-' || g, ${appTime(a.app, -HOUR)}::timestamptz,
                 ${appTime(a.app, -1000)}::timestamptz
            from generate_series(1, 30) g`,
    );
    const passes = await fromBoth((t) => sweepExpired(t.app.db, clock.now()));
    expect(sum(passes.map((p) => p.holds))).toBe(60);
    expect(sum(passes.map((p) => p.orders))).toBe(30);
    expect(
      await count(
        sql`select count(*)::int as n from seat_holds where session_id = ${sessionId} and status = 'RELEASED'`,
      ),
    ).toBe(60);
  });

  it('ended tickets, ended freezes and old packages move once (purchases sweeper)', async () => {
    await sweepPurchases(a.app.db, clock.now());
    const ended = await createSession(a.app, shop, {
      startsAt: new Date(clock.now().getTime() - 3 * HOUR),
    });
    const orderId = await ticketsOn(me.user.id, ended, 40);
    // Frozen packages whose 10 allowed days ran out: the validity moves by those days, once.
    const rateId = await createRate(a.app, shop);
    await a.app.db.execute(sql`update package_rates set freeze_days = 10 where id = ${rateId}`);
    const validUntil = new Date(clock.now().getTime() + 20 * 24 * HOUR);
    await a.app.db.execute(
      sql`insert into sold_packages (order_id, order_line_id, user_id, package_id, rate_id, visits_total, status,
            activated_at, valid_until, frozen_at, freeze_days_used, created_at)
          select ${orderId}, (select id from order_lines where order_id = ${orderId}), ${me.user.id},
                 r.package_id, r.id, 8, 'FREEZED',
                 ${appTime(a.app, -30 * 24 * HOUR)}::timestamptz, ${validUntil.toISOString()}::timestamptz,
                 ${appTime(a.app, -11 * 24 * HOUR)}::timestamptz, 0, ${appTime(a.app)}::timestamptz
            from package_rates r, generate_series(1, 20)
           where r.id = ${rateId}`,
    );
    const passes = await fromBoth((t) => sweepPurchases(t.app.db, clock.now()));
    expect(sum(passes.map((p) => p.tickets))).toBe(40);
    expect(sum(passes.map((p) => p.unfrozen))).toBe(20);
    expect(
      await count(
        sql`select count(*)::int as n from sold_packages
             where order_id = ${orderId} and status = 'ACTIVE'
               and valid_until = ${new Date(validUntil.getTime() + 10 * 24 * HOUR).toISOString()}::timestamptz`,
      ),
    ).toBe(20); // moved by 10 days, not 20
  });

  it('a session reminder is written once per person and session (reminders)', async () => {
    const config = a.config.push;
    const soon = await createSession(a.app, shop, {
      startsAt: new Date(clock.now().getTime() + HOUR),
    });
    const later = await createSession(a.app, shop, {
      startsAt: new Date(clock.now().getTime() + HOUR + 60_000),
    });
    const people = [me, await signIn(a.app), await signIn(b.app)];
    for (const p of people) {
      await ticketsOn(p.user.id, soon, 2);
      await ticketsOn(p.user.id, later, 1);
    }
    const passes = await fromBoth((t) =>
      sweepReminders(t.app.db, clock.now(), config.reminderMinutes),
    );
    expect(sum(passes)).toBe(6);
    expect(
      await count(
        sql`select count(*)::int as n from notifications
             where kind = 'SESSION_REMINDER' and dedupe_key in (${`reminder:${soon}`}, ${`reminder:${later}`})`,
      ),
    ).toBe(6);
  });

  it('each notification is pushed by one process (push outbox)', async () => {
    const jobs = new Map([
      [a, pushJob(a.app, a.config)],
      [b, pushJob(b.app, b.config)],
    ]);
    while ((await jobs.get(a)!()).notifications > 0); // what earlier tests left
    for (let i = 0; i < 30; i++) await notifyUser(a.app, me.user.id, { dedupeKey: `push-${i}` });
    const passes = await fromBoth((t) => jobs.get(t)!());
    expect(sum(passes.map((p) => p.notifications))).toBe(30);
  });

  it('old scan nonces are deleted once (check-in nonce sweeper)', async () => {
    await sweepNonces(a.app.db, clock.now());
    await a.app.db.execute(
      sql`insert into check_in_nonces (nonce, user_id, outcome, response, created_at)
          select gen_random_uuid(), ${me.user.id}, 'ONLINE', '{}'::jsonb,
                 ${appTime(a.app, -(NONCE_KEEP_DAYS + 1) * 24 * HOUR)}::timestamptz
            from generate_series(1, 50)`,
    );
    expect(sum(await fromBoth((t) => sweepNonces(t.app.db, clock.now())))).toBe(50);
  });

  it('due payment checks and queued refunds are claimed once (payment reconciler)', async () => {
    const payShop = await paidShop(a.app, 'YOOKASSA');
    const saturday = new Date('2026-11-28T10:00:00+03:00');
    // Four pages opened and left: their checks fall due.
    const attempts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { orderId } = await paidOrder(a.app, me.auth, payShop, { startsAt: saturday });
      expect((await startPayment(a.app, me.auth, orderId)).statusCode).toBe(200);
      attempts.push(orderId);
    }
    // Two paid orders, each with a refund queued.
    const paid = [
      await buyAndPay(a.app, me.auth, payShop, { startsAt: saturday, quantity: 2 }),
      await buyAndPay(a.app, me.auth, payShop, { startsAt: saturday, quantity: 2 }),
    ];
    for (const orderId of paid) {
      const [refund] = await queryRows(
        a.app.db,
        sql`insert into refunds (order_id, attempt_id, amount_kopecks, reason, requested_by,
              created_at, updated_at, next_check_at)
            select ${orderId}, a.id, a.amount_kopecks, 'REQUESTED', ${me.user.id},
                   ${appTime(a.app)}::timestamptz, ${appTime(a.app)}::timestamptz, ${appTime(a.app)}::timestamptz
              from payment_attempts a where a.order_id = ${orderId} and a.status = 'succeeded'
            returning id`,
        z.object({ id: z.string() }),
      );
      await a.app.db.execute(
        sql`insert into refund_lines (refund_id, order_line_id, amount_kopecks)
            select ${refund!.id}, l.id, l.amount_kopecks from order_lines l where l.order_id = ${orderId}`,
      );
    }
    clock.advance(16_000); // the first check of a page is due 15 s after it opened
    const passes = await fromBoth((t) =>
      reconcilePayments(
        paymentDeps(t.app, createPaymentGateways(t.app, t.config), t.config),
        clock.now(),
      ),
    );
    const ids = sql.join(
      attempts.map((id) => sql`${id}`),
      sql`, `,
    );
    expect(sum(passes.map((p) => p.checked))).toBe(
      await count(sql`select count(*)::int as n from payment_attempts where order_id in (${ids})`),
    );
    // A claim counts the check: a row checked by two processes would say 2.
    expect(
      await count(
        sql`select count(*)::int as n from payment_attempts where order_id in (${ids}) and checks = 1`,
      ),
    ).toBe(4);
    expect(sum(passes.map((p) => p.refunds))).toBe(2);
    const paidIds = sql.join(
      paid.map((id) => sql`${id}`),
      sql`, `,
    );
    expect(
      await count(
        sql`select count(*)::int as n from refunds where order_id in (${paidIds}) and status = 'succeeded'`,
      ),
    ).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from orders where id in (${paidIds}) and status = 'returned'`,
      ),
    ).toBe(2);
  });

  it('an expired demo copy is deleted by one process (demo sweeper)', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await (i % 2 ? b : a).app.inject({ method: 'POST', url: '/v1/demo-user' });
      expect(res.statusCode).toBe(200);
      SessionResponseSchema.parse(res.json());
    }
    const copies = await count(sql`select count(*)::int as n from users where is_demo`);
    clock.advance((a.config.demoCopyTtlHours + 1) * HOUR);
    const passes = await fromBoth((t) =>
      sweepDemoCopies(t.app.db, t.app.files, t.config, DEMO_COPY_STEPS, clock.now()),
    );
    expect(sum(passes)).toBe(copies - 1); // all but the template
    expect(await count(sql`select count(*)::int as n from users where is_demo`)).toBe(1);
  });
});
