import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { generateVenues, type GenerateResult } from '../gen-venues';
import { countQueries } from './query-count';
import { waitPortFree } from './server';

// The discovery benchmarks (issue 4) run the app in this process on real PostgreSQL, with a
// route that answers precomputed bytes registered beside the real one (the floor), and load it
// with autocannon from a child process (so the load generator does not share the event loop).

export const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const BENCH_JWT_SECRET =
  process.env.BENCH_JWT_SECRET ?? 'sportkarta-bench-secret-not-for-production-0123456789';

export interface BenchDatabase {
  url: string;
  name: string;
  generated: GenerateResult;
  /** Seconds to migrate and seed the demo data (first start of the app). */
  migrateSeconds: number;
}

async function admin(sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function configFor(url: string, dataDir: string, port: number) {
  return loadConfig(
    {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The API's per-client limit would answer 429 to a load test from one address.
      RATE_LIMIT_MAX: '1000000000',
      SEED_DEMO_DATA: 'true',
      // One secret for every app process of a run: the checkout benchmarks sign their buyers'
      // tokens themselves and send them to either of two processes.
      JWT_SECRET: BENCH_JWT_SECRET,
      // A benchmark's own settings for its app processes (spawnApp's `env`).
      ...(JSON.parse(process.env.BENCH_APP_ENV ?? '{}') as Record<string, string>),
    },
    dataDir,
  );
}

/** A fresh database `sportkarta_bench_<label>`: migrated and seeded by a first start, then topped up to `venues`. */
export async function freshDatabase(label: string, venues: number): Promise<BenchDatabase> {
  const name = `sportkarta_bench_${label}`;
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  // BENCH_REUSE_DB=1 (with BENCH_KEEP_DB=1 before): a database kept by an earlier run is only
  // topped up — for repeating a measurement without minutes of generation.
  const kept = await admin(`select 1 from pg_database where datname = '${name}'`);
  if (process.env.BENCH_REUSE_DB === '1' && kept > 0) {
    return { url, name, generated: await generateVenues(url, venues), migrateSeconds: 0 };
  }
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-bench-'));
  const started = performance.now();
  try {
    const app = await buildApp(configFor(url, dataDir, 0), { logger: false });
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const migrateSeconds = (performance.now() - started) / 1000;
  const generated = await generateVenues(url, venues);
  return { url, name, generated, migrateSeconds };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin(`drop database if exists ${name} with (force)`);
}

const MAP_WARMUP = '/v1/mob/places/map?bbox=37.5,55.7,37.7,55.8&zoom=12';

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  /** Sets the bytes the floor route answers. */
  setFloor(body: Buffer, contentType: string): void;
  stop(): Promise<void>;
}

/** Starts the app on the database with a floor route `<method> /bench/floor` answering fixed bytes. */
export async function startApp(databaseUrl: string, port: number): Promise<RunningApp> {
  await waitPortFree(port);
  // BENCH_COUNT_QUERIES=1 (spawnApp's `countQueries`): the app's statements are counted and
  // read at GET /bench/queries (query-count.ts), before the app opens its pool.
  const counts = process.env.BENCH_COUNT_QUERIES === '1' ? countQueries() : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-bench-'));
  const app = await buildApp(configFor(databaseUrl, dataDir, port), { logger: false });
  if (counts) app.get('/bench/queries', async () => counts());
  let floor: Buffer = Buffer.from('{}');
  let floorType = 'application/json; charset=utf-8';
  const answer = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', floorType).send(floor);
  app.post('/bench/floor', answer);
  app.get('/bench/floor', answer);
  await app.ready();
  await app.listen({ port, host: '127.0.0.1' });
  // The map module loads every venue into memory at start (seconds at 1M): let it finish
  // before anything is measured, the first map request waits for it.
  const map = await app.inject({ method: 'GET', url: MAP_WARMUP });
  if (map.statusCode !== 200 && map.statusCode !== 404) {
    throw new Error(`карта при старте: ${map.statusCode} ${map.body.slice(0, 200)}`);
  }
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    setFloor: (body, contentType) => {
      floor = body;
      floorType = contentType;
    },
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadFigures {
  /** Requests per second (mean). */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

/** autocannon in a child process; `body` makes it a POST with a JSON body. */
export function loadTest(
  url: string,
  opts: { seconds: number; connections: number; body?: string },
): Promise<LoadFigures> {
  const require = createRequire(import.meta.url);
  const bin = require.resolve('autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(opts.connections), '-d', String(opts.seconds)];
  if (opts.body) args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', opts.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20 }, (err, stdout) => {
      if (err) return reject(err);
      const r = JSON.parse(stdout) as AutocannonJson;
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        requests: r.requests.total,
      });
    });
  });
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}
