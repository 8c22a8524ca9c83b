import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { createLanes, partSales } from './place-parts-fixtures';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 25: the last places of a lane and of «any lane» under real concurrency — two API
// processes on one PostgreSQL database (PGlite is one connection: no race to lose there). Never
// oversold: by the answers, by the counts, and by the database's own check on every part.

const NOW = '2026-11-25T11:00:00+03:00';
const STARTS = new Date('2026-11-27T19:00:00+03:00');
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(`lanes under a rush (${engineTitle(postgres)})`, () => {
  let a: TestApp;
  let b: TestApp;
  const clock = testClock(NOW);
  const buyers: { auth: Auth }[] = [];

  beforeAll(async () => {
    ({ a, b } = await createTwoPostgresApps(clock));
    for (let i = 0; i < 40; i++) buyers.push(await signIn(i % 2 ? b.app : a.app));
  }, 120_000);
  afterAll(async () => {
    await b?.cleanup();
    await a?.cleanup();
  });

  /** A new free session of 12 at a new venue, with a pool of three lanes of four. */
  const freePool = async () => {
    const shop = await createShop(a.app, { provider: null });
    const sessionId = await createSession(a.app, shop, {
      startsAt: STARTS,
      capacity: 12,
      priceKopecks: 0,
    });
    const pool = await createLanes(a.app, shop, sessionId, { lanes: 3, perLane: 4 });
    return { shop, sessionId, pool };
  };

  /** Holds and buys one free product; the answer's code (OK or the refusal's). */
  const buy = async (i: number, shop: Shop, sessionId: number, productId: number) => {
    const app = (i % 2 ? b : a).app;
    const auth = buyers[i]!.auth;
    const held = await app.inject({
      method: 'POST',
      url: '/v2/mob/scheduled-events/reservations',
      headers: auth,
      payload: { sessionId, productId, quantity: 1 },
    });
    if (held.statusCode !== 200) return (held.json() as { code: string }).code;
    const res = await app.inject({
      method: 'POST',
      url: '/v2/mob/order-free-sales',
      headers: auth,
      payload: {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        complexId: shop.complexId,
        lines: [{ kind: 'RESERVATION', reservationId: (held.json() as { id: string }).id }],
      },
    });
    return res.statusCode === 200 ? 'OK' : (res.json() as { code: string }).code;
  };

  it('40 buyers for lane 1 and «any lane»: the pool sells exactly its 12, lane 1 at most its 4', async () => {
    const { shop, sessionId, pool } = await freePool();
    const codes = await Promise.all(
      buyers.map((_, i) => buy(i, shop, sessionId, i % 4 === 0 ? pool.lane[0]! : pool.anyLane)),
    );
    expect(codes.filter((c) => c === 'OK')).toHaveLength(12);
    expect(codes.every((c) => c === 'OK' || c === 'SOLD_OUT')).toBe(true);
    const sales = await partSales(a.app, sessionId);
    expect(sales.get(pool.rootId)).toBe(12);
    expect(sales.get(pool.laneIds[0]!)).toBeLessThanOrEqual(4);
    expect(
      await countRows(a.app, sql`select sold as n from event_sessions where id = ${sessionId}`),
    ).toBe(12);
    expect(
      await countRows(
        a.app,
        sql`select count(*)::int as n from tickets where session_id = ${sessionId}`,
      ),
    ).toBe(12);
    // The database's word: one unit more on the full pool breaks its check.
    await expect(
      a.app.db.execute(
        sql`update session_part_sales set sold = sold + 1
             where session_id = ${sessionId} and part_id = ${pool.rootId}`,
      ),
    ).rejects.toThrow();
  });

  it('clubs for lane 3 whole and swimmers for lane 3: one side gets it, never both', async () => {
    const { shop, sessionId, pool } = await freePool();
    const codes = await Promise.all(
      buyers.map((_, i) => buy(i, shop, sessionId, i % 2 ? pool.wholeLane[2]! : pool.lane[2]!)),
    );
    const clubs = codes.filter((c, i) => c === 'OK' && i % 2 === 1).length;
    const swimmers = codes.filter((c, i) => c === 'OK' && i % 2 === 0).length;
    expect(clubs === 1 ? swimmers : clubs).toBe(0);
    expect(clubs === 1 || swimmers === 4).toBe(true);
    expect((await partSales(a.app, sessionId)).get(pool.laneIds[2]!)).toBe(4);
    await expect(
      a.app.db.execute(
        sql`update session_part_sales set sold = sold + 1
             where session_id = ${sessionId} and part_id = ${pool.laneIds[2]}`,
      ),
    ).rejects.toThrow();
  });
});
