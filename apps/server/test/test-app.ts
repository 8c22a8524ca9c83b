import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Clock } from '../src/lib/clock';
import { testClock } from './clock';
import type { Template } from './global-setup';
import { createPostgresDatabase, pgliteWanted, postgresProblem } from './postgres-admin';
import { testConfig } from './test-config';

export { createPostgresDatabase } from './postgres-admin';

export type EngineName = 'pglite' | 'postgres';

export interface TestEngine {
  name: EngineName;
  available: boolean;
  /** Shown in the suite title when the engine is skipped. */
  reason: string;
}

const pgProblem = await postgresProblem();
/** Server tests run on PGlite always and on PostgreSQL when one answers (issue 2 §7). */
const pgliteOn = pgliteWanted(pgProblem);

export const ENGINES: TestEngine[] = [
  {
    name: 'pglite',
    available: pgliteOn,
    reason: pgliteOn ? '' : 'прогон под чужими часами идёт на PostgreSQL',
  },
  {
    name: 'postgres',
    available: pgProblem === null,
    reason: pgProblem === null ? '' : `PostgreSQL не отвечает: ${pgProblem}`,
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
  /** As server.ts: the demo's sessions past two weeks come after `dbReady` (app.ts). */
  sessionsAfterReady?: boolean;
}

/**
 * What a fresh data dir starts from (test/global-setup.ts builds them once per run):
 * `seeded` — migrated, with keys and the demo seed's undated part (the app tops up the dated
 * rows at its clock); `migrated` — the same without demo data (SEED_DEMO_DATA=false);
 * `initdb` — an empty cluster, so the start runs every migration.
 */
export type StartFrom = 'seeded' | 'migrated' | 'initdb';

function template(engine: EngineName, from: Exclude<StartFrom, 'initdb'>): Template {
  const found = inject('testTemplates')[engine]?.[from];
  if (!found) throw new Error(`нет шаблона ${engine}/${from}: движок недоступен в этом прогоне`);
  return found;
}

/** A fresh temp DATA_DIR copied from the run's template (PGlite's files, keys, photos). */
export function freshDataDir(from: StartFrom = 'seeded', engine: EngineName = 'pglite'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sk-server-test-'));
  const source =
    from === 'initdb' ? inject('testTemplates').initdb : template(engine, from).dataDir;
  cpSync(source, dataDir, { recursive: true });
  return dataDir;
}

/** SEED_DEMO_DATA as config.ts reads it: on unless switched off. */
function seedsDemo(env: Record<string, string> | undefined): boolean {
  return !['false', '0', 'no'].includes(env?.SEED_DEMO_DATA ?? 'true');
}

/** Builds the real app (migrations + seed) on a fresh database of the given engine. */
export async function createTestApp(
  engine: EngineName,
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const from = seedsDemo(opts.env) ? 'seeded' : 'migrated';
  const dataDir = opts.reuse?.dataDir ?? freshDataDir(from, engine);
  let databaseUrl = opts.reuse?.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (engine === 'postgres' && !databaseUrl) {
    const created = await createPostgresDatabase(template('postgres', from).database);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const config = testConfig(dataDir, databaseUrl, opts.env);
  const app = await buildApp(config, {
    logger: false,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.sessionsAfterReady ? { sessionsAfterReady: true } : {}),
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

/**
 * A suite's app on `engine` (call inside a describe block) whose clock is set to `at` before
 * each test; `t.app` is the app, read inside a test.
 */
export function useClockedApp(engine: EngineName, at: string) {
  const clock = testClock(at);
  const app = useTestApp(engine, { clock });
  beforeEach(() => clock.set(at));
  return {
    clock,
    t: {
      get app() {
        return app().app;
      },
      get config() {
        return app().config;
      },
    },
  };
}

/** The folder the test app's uploaded files are written to (the folder file store). */
export function uploadsDirOf(config: AppConfig): string {
  if (config.fileStore.kind !== 'folder') throw new Error('the test app stores files in S3');
  return config.fileStore.dir;
}
