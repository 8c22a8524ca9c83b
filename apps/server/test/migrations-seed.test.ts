import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { districts, featureFlags, news, okrugs, sportCategories } from '../src/db/schema';
import { buildApp } from '../src/app';
import { seedDemoDated, seedDemoLater } from '../src/db/seed/index';
import { testClock } from './clock';
import { loadConfig } from '../src/config';
import {
  createPostgresDatabase,
  createTestApp,
  ENGINES,
  engineTitle,
  freshDataDir,
  type TestApp,
} from './test-app';

const JOURNAL = z
  .object({ entries: z.array(z.object({ tag: z.string() })) })
  .parse(
    JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')),
  );

async function counts(app: FastifyInstance): Promise<number[]> {
  const tables = [featureFlags, news, okrugs, districts, sportCategories];
  const userEvents = await queryRows(
    app.db,
    sql`select count(*)::int as n from events where kind = 'USER_EVENT'`,
    z.object({ n: z.number() }),
  );
  return [
    ...(await Promise.all(
      tables.map(async (t) => (await app.db.select({ n: count() }).from(t))[0]?.n ?? -1),
    )),
    Number(userEvents[0]?.n ?? -1),
  ];
}

describe.each(ENGINES)('migrations and seed ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    it('start twice on the same data: migrations and seed are idempotent, edits survive', async () => {
      // A truly empty data dir (no template copy): the first start runs initdb too.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'sk-idempotent-'));
      const pgDb = engine.name === 'postgres' ? await createPostgresDatabase() : undefined;
      const reuse = { dataDir, databaseUrl: pgDb?.url };
      try {
        const first = await createTestApp(engine.name, { reuse, keep: true });
        const before = await counts(first.app);
        expect(before[0]).toBe(20);
        expect(before[3]).toBe(146);
        // Issue 14: the demo people's games, once (seed/user-events.ts).
        expect(before[5]).toBe(6);
        const ext = await queryRows(
          first.app.db,
          sql`select extname from pg_extension where extname in ('cube', 'earthdistance', 'pg_trgm') order by extname`,
          z.object({ extname: z.string() }),
        );
        expect(ext.map((r) => r.extname)).toEqual(['cube', 'earthdistance', 'pg_trgm']);
        // An operator edit must survive the next start's seed.
        await first.app.db
          .update(featureFlags)
          .set({ enabled: false })
          .where(sql`${featureFlags.name} = 'sports-page'`);
        await first.cleanup();

        const second = await createTestApp(engine.name, { reuse, keep: true });
        expect(await counts(second.app)).toEqual(before);
        const [flag] = await second.app.db
          .select({ enabled: featureFlags.enabled })
          .from(featureFlags)
          .where(sql`${featureFlags.name} = 'sports-page'`);
        expect(flag?.enabled).toBe(false);
        await second.cleanup();
      } finally {
        await pgDb?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 90_000);
  });
});

describe.each(ENGINES)('a cold start of npm start ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    // Tuesday noon in Moscow.
    const clock = testClock('2026-11-24T09:00:00Z');

    it('the seed writes the first days of sessions, the later part the rest, whole days in day order', async () => {
      // A test app has two days of demo sessions (DEMO_SESSION_DAYS=2, test-config.ts).
      const t = await createTestApp(engine.name, { clock });
      try {
        const opts = { now: clock.now(), sessionDays: 20, fileStore: t.app.files };
        await seedDemoDated(t.app.db, { ...opts, sessionsFirst: 14 });
        const first = await sessionDays(t.app);
        expect([first.at(0), first.at(-1), first.length]).toEqual(['2026-11-24', '2026-12-08', 15]);
        // A shutdown stops it before the next step; the next start writes the days left.
        await seedDemoLater(t.app.db, { ...opts, sessionsFirst: 14, signal: AbortSignal.abort() });
        expect(await sessionDays(t.app)).toEqual(first);
        await seedDemoLater(t.app.db, { ...opts, sessionsFirst: 14 });
        const all = await sessionDays(t.app);
        expect([all.at(-1), all.length]).toEqual(['2026-12-14', 21]);
        expect(await sessionsOutOfDayOrder(t.app)).toBe(0);
      } finally {
        await t.cleanup();
      }
    }, 60_000);

    it('with sessionsAfterReady (server.ts) the app is ready first and `seeded` completes the horizon', async () => {
      const t = await createTestApp(engine.name, {
        clock,
        env: { DEMO_SESSION_DAYS: '20' },
        sessionsAfterReady: true,
      });
      try {
        await t.app.seeded;
        const all = await sessionDays(t.app);
        expect([all.at(0), all.at(-1), all.length]).toEqual(['2026-11-24', '2026-12-14', 21]);
        expect(await sessionsOutOfDayOrder(t.app)).toBe(0);
      } finally {
        await t.cleanup();
      }
    }, 60_000);
  });
});

/** Demo sessions whose Moscow day is before the day of the session with the id before theirs. */
async function sessionsOutOfDayOrder(app: FastifyInstance): Promise<number> {
  const rows = await queryRows(
    app.db,
    sql`select count(*)::int as n
          from (select (starts_at at time zone 'Europe/Moscow')::date as day,
                       lag((starts_at at time zone 'Europe/Moscow')::date) over (order by id) as before
                  from event_sessions) s
         where s.day < s.before`,
    z.object({ n: z.number() }),
  );
  return rows[0]?.n ?? -1;
}

/** The Moscow days that have demo sessions, in order. */
async function sessionDays(app: FastifyInstance): Promise<string[]> {
  const rows = await queryRows(
    app.db,
    sql`select distinct to_char(starts_at at time zone 'Europe/Moscow', 'YYYY-MM-DD') as day
          from event_sessions order by 1`,
    z.object({ day: z.string() }),
  );
  return rows.map((r) => r.day);
}

describe.skipIf(!ENGINES.find((e) => e.name === 'postgres')?.available)(
  'two processes starting together on one empty PostgreSQL (issue 26)',
  () => {
    it('migrate and seed one after the other: both start, everything is there once', async () => {
      const pgDb = await createPostgresDatabase();
      const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'sk-two-starts-')));
      try {
        // Each app is another process's: its own data folder, the same database, at once.
        const apps = await Promise.all(
          dirs.map((dataDir) =>
            createTestApp('postgres', { reuse: { dataDir, databaseUrl: pgDb.url }, keep: true }),
          ),
        );
        const [a, b] = apps as [TestApp, TestApp];
        expect(await counts(a.app)).toEqual(await counts(b.app));
        expect((await counts(a.app)).slice(0, 1)).toEqual([20]);
        const applied = await queryRows(
          a.app.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          z.object({ n: z.number() }),
        );
        expect(applied[0]?.n).toBe(JOURNAL.entries.length);
        // The app's connections never compile statements with LLVM (db/client.ts says why).
        const jit = await queryRows(
          a.app.db,
          sql`select current_setting('jit') as jit`,
          z.object({ jit: z.string() }),
        );
        expect(jit[0]?.jit).toBe('off');
        await Promise.all(apps.map((t) => t.cleanup()));
      } finally {
        await pgDb.drop();
        for (const d of dirs) rmSync(d, { recursive: true, force: true });
      }
    }, 120_000);
  },
);

describe('start without waiting for the database', () => {
  it('API requests made before migrations finish wait for them instead of failing', async () => {
    // An empty cluster: the requests below really arrive while every migration is running.
    const dataDir = freshDataDir('initdb');
    // Two days of demo sessions, as every test app: the seed's size is not what this test is about.
    const config = loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_SESSION_DAYS: '2' },
      dataDir,
    );
    const app = await buildApp(config, { logger: false, waitForDatabase: false });
    try {
      let settled = false;
      void app.dbReady.then(() => (settled = true));
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const [version, news] = await Promise.all([
        app.inject({ method: 'GET', url: '/v1/version' }),
        app.inject({ method: 'GET', url: '/news.json' }),
      ]);
      expect(settled).toBe(true);
      expect(version.statusCode).toBe(200);
      expect(news.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
