import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { DISCOVERY_TEST_ENV } from './map-fixtures';
import { countRows } from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';
import { eventBody, userEventVenues } from './user-events-fixtures';

// Issue 14: the last place of a person's event under real concurrency — 30 people on two API
// processes on one PostgreSQL (PGlite has one connection, so no race there). Exactly one gets
// it, the others a clear EVENT_FULL. Without the event's row lock (registrations.ts) the
// counter's check constraint answers the losers with 500s instead — checked once by hand.

const NOW = '2026-11-25T11:00:00+03:00';
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(
  `the last place of an event (${engineTitle(postgres)})`,
  () => {
    let a: TestApp;
    let b: TestApp;
    const clock = testClock(NOW);
    const people: { auth: Record<string, string> }[] = [];
    let pitch = 0;

    beforeAll(async () => {
      a = await createTestApp('postgres', { clock, keep: true, env: DISCOVERY_TEST_ENV });
      await a.app.ready();
      b = await createTestApp('postgres', {
        clock,
        env: DISCOVERY_TEST_ENV,
        reuse: { dataDir: a.dataDir, databaseUrl: a.config.databaseUrl },
      });
      await b.app.ready();
      ({ pitch } = await userEventVenues(a.app));
      for (let i = 0; i < 32; i++) people.push(await signIn(i % 2 ? b.app : a.app));
    }, 120_000);
    afterAll(async () => {
      await b?.cleanup();
      await a?.cleanup();
    });

    it('30 people on two processes go for the last place: one gets it, 29 hear EVENT_FULL', async () => {
      const [author, ...rest] = people;
      const made = await a.app.inject({
        method: 'POST',
        url: '/v1/addEvent',
        headers: author!.auth,
        payload: eventBody(pitch, { capacity: 2 }),
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = (made.json() as { id: number }).id;
      const first = await a.app.inject({
        method: 'POST',
        url: `/v1/event/registration/${id}`,
        headers: rest[0]!.auth,
      });
      expect(first.statusCode).toBe(200);
      const answers = await Promise.all(
        rest.slice(1).map((p, i) =>
          (i % 2 ? b.app : a.app).inject({
            method: 'POST',
            url: `/v1/event/registration/${id}`,
            headers: p.auth,
          }),
        ),
      );
      const codes = answers.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(codes.filter((c) => c === 'EVENT_FULL')).toHaveLength(29);
      expect(await countRows(a.app, sql`select taken as n from events where id = ${id}`)).toBe(2);
      expect(
        await countRows(
          a.app,
          sql`select count(*)::int as n from event_registrations where event_id = ${id}`,
        ),
      ).toBe(2);
    });
  },
);
