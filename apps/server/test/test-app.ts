import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Clock } from '../src/lib/clock';

export type EngineName = 'pglite' | 'postgres';

export interface TestEngine {
  name: EngineName;
  available: boolean;
  /** Shown in the suite title when the engine is skipped. */
  reason: string;
}

/** Server tests run on PGlite always and on PostgreSQL when one answers (issue 2 §7). */
const ADMIN_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pgProblem = await postgresAnswers();

/**
 * The clock runs (scripts/test-clocks.mjs) set SK_TEST_CLOCK_RUN=1 and run the server suites on
 * PostgreSQL alone: under a faked process clock a separate PostgreSQL server keeps the real time,
 * so only there does a comparison with SQL now() disagree with the app's clock and fail, while
 * PGlite runs inside the faked process. The ordinary run covers both engines; without a
 * PostgreSQL server the clock runs fall back to PGlite.
 */
const clockRunOnPostgres = process.env.SK_TEST_CLOCK_RUN === '1' && pgProblem === null;

export const ENGINES: TestEngine[] = [
  {
    name: 'pglite',
    available: !clockRunOnPostgres,
    reason: clockRunOnPostgres ? 'прогон под чужими часами идёт на PostgreSQL' : '',
  },
  {
    name: 'postgres',
    available: pgProblem === null,
    reason: pgProblem === null ? '' : `PostgreSQL не отвечает (${ADMIN_URL}): ${pgProblem}`,
  },
];

/** Suite title: a skipped engine says why in the report, it never passes silently. */
export function engineTitle(engine: TestEngine): string {
  return engine.available ? engine.name : `${engine.name} — пропущено: ${engine.reason}`;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  /** Closes the app, drops the PostgreSQL database, deletes the temp dir. */
  cleanup(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. RATE_LIMIT_MAX, WEB_DIST). */
  env?: Record<string, string>;
  /** Reuse a data dir (and database) instead of a fresh one. */
  reuse?: { dataDir: string; databaseUrl?: string | undefined };
  /** Keep the data dir and database after cleanup (the caller reuses them). */
  keep?: boolean;
  /** The app's clock (test/clock.ts); the process's own clock by default. */
  clock?: Clock;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh temp DATA_DIR whose pglite/ is a copy of the run's initdb'd template. */
export function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sk-server-test-'));
  const template = inject('pgliteTemplate');
  if (template && existsSync(template))
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** Builds the real app (migrations + seed) on a fresh database of the given engine. */
export async function createTestApp(
  engine: EngineName,
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = opts.reuse?.dataDir ?? freshDataDir();
  let databaseUrl = opts.reuse?.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (engine === 'postgres' && !databaseUrl) {
    const created = await createPostgresDatabase();
    databaseUrl = created.url;
    drop = created.drop;
  }
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      // Tests read what they just wrote: the venue index is re-checked on every request.
      MAP_INDEX_TTL_SECONDS: '0',
      // Periodic work (the hold sweeper) runs when a test asks, never on a timer.
      SWEEP_SECONDS: '0',
      RECONCILE_SECONDS: '0',
      // Pushes are sent when a test asks (deliverPushes), never on a timer.
      PUSH_SECONDS: '0',
      // A provider that does not answer is given up on quickly (fault tests).
      PAYMENT_TIMEOUT_MS: '500',
      // Tests make their own sessions; two days of demo sessions keep every start fast.
      DEMO_SESSION_DAYS: '2',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...opts.env,
    },
    dataDir,
  );
  const app = await buildApp(config, {
    logger: false,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  return {
    app,
    config,
    dataDir,
    cleanup: async () => {
      await app.close();
      if (opts.keep) return;
      if (drop) await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two API processes on one fresh PostgreSQL database (concurrency tests); `b` is cleaned first. */
export async function createTwoPostgresApps(clock: Clock): Promise<{ a: TestApp; b: TestApp }> {
  const a = await createTestApp('postgres', { clock, keep: true });
  await a.app.ready();
  const b = await createTestApp('postgres', {
    clock,
    reuse: { dataDir: a.dataDir, databaseUrl: a.config.databaseUrl },
  });
  await b.app.ready();
  return { a, b };
}

/**
 * The suite's app on `engine`, built before its tests and cleaned up after them; call inside a
 * describe block and read the app through the returned getter.
 */
export function useTestApp(engine: EngineName, opts: TestAppOptions = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(engine, opts);
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  return () => {
    if (!t) throw new Error('useTestApp: the app is not built yet');
    return t;
  };
}
