import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSeats } from '../src/modules/orders/service';
import { HttpError } from '../src/errors';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createService, createSession, createShop } from './orders-fixtures';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 10 "Capacity": the last seats under real concurrency. PGlite is one connection, so the
// race only exists on PostgreSQL (stack-notes.md); like pretix's concurrency tests, a control
// run with the lock removed must oversell, or this test could not fail.

const NOW = '2026-11-25T11:00:00+03:00';
const STARTS = new Date('2026-11-27T19:00:00+03:00');
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`last seats (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);
  const buyers: { id: string; auth: Record<string, string> }[] = [];

  beforeAll(async () => {
    // Two API processes on the same database.
    ({ a, b } = await createTwoPostgresApps(clock));
    for (let i = 0; i < 40; i++) {
      const s = await signIn(i % 2 ? b.app : a.app);
      buyers.push({ id: s.user.id, auth: s.auth });
    }
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  const seatsTaken = (sessionId: number) =>
    countRows(
      a.app,
      sql`select s.sold + coalesce((select sum(quantity) from seat_holds h where h.session_id = s.id
            and h.status = 'ACTIVE' and h.expires_at > ${clock.now().toISOString()}), 0) as n
          from event_sessions s where s.id = ${sessionId}`,
    );

  it('40 buyers on two processes for the last 5 seats: exactly 5 holds, the rest SOLD_OUT', async () => {
    const shop = await createShop(a.app);
    const sessionId = await createSession(a.app, shop, {
      capacity: 100,
      sold: 95,
      startsAt: STARTS,
    });
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        (i % 2 ? b.app : a.app).inject({
          method: 'POST',
          url: '/v2/mob/scheduled-events/reservations',
          headers: buyer.auth,
          payload: { sessionId, quantity: 1 },
        }),
      ),
    );
    const codes = answers.map((r) =>
      r.statusCode === 200 ? 'OK' : (r.json() as { code: string }).code,
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c === 'SOLD_OUT')).toHaveLength(35);
    expect(await seatsTaken(sessionId)).toBe(100);
  });

  it('control: without the row lock the same race oversells', async () => {
    const shop = await createShop(a.app);
    const sessionId = await createSession(a.app, shop, {
      capacity: 100,
      sold: 95,
      startsAt: STARTS,
    });
    const results = await Promise.allSettled(
      buyers.map((buyer, i) =>
        holdSeats(
          (i % 2 ? b.app : a.app).db,
          { userId: buyer.id, sessionId, quantity: 1, now: clock.now(), seal: a.app.demoSeal },
          { skipLock: true, sleepAfterCheckMs: 50 },
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(results.every((r) => r.status === 'fulfilled' || r.reason instanceof HttpError)).toBe(
      true,
    );
    expect(won).toBeGreaterThan(5);
    expect(await seatsTaken(sessionId)).toBeGreaterThan(100);
  });

  it('a service day: the guarded upsert sells exactly its capacity', async () => {
    const shop = await createShop(a.app, { policies: false });
    const serviceId = await createService(a.app, shop, {
      priceKopecks: 0,
      dailyCapacity: 7,
      perPersonDailyLimit: 10,
    });
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        (i % 2 ? b.app : a.app).inject({
          method: 'POST',
          url: '/v2/mob/order-free-sales',
          headers: buyer.auth,
          payload: {
            idempotencyKey: crypto.randomUUID(),
            complexId: shop.complexId,
            agreementsAccepted: false,
            lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
          },
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(7);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => (r.json() as { code: string }).code === 'SOLD_OUT'),
    ).toBe(true);
    expect(
      await countRows(
        a.app,
        sql`select sold as n from service_day_sales where service_id = ${serviceId}`,
      ),
    ).toBe(7);
    expect(
      await countRows(
        a.app,
        sql`select count(*) as n from tickets where service_id = ${serviceId}`,
      ),
    ).toBe(7);
    // A free order is written «complete» in the statement that makes it (issue 27): a refused
    // one is rolled back with its transaction, never left complete without its ticket.
    expect(
      await countRows(
        a.app,
        sql`select count(*) as n from orders where complex_id = ${shop.complexId}`,
      ),
    ).toBe(7);
  });
});
