import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { z } from 'zod';
import { listenPglite, listenPostgres, type ChannelHandlers, type Listening } from './listen';
import * as schema from './schema';
import { isFreshPgliteDir, MIGRATIONS_DIR } from './template-copy';

/**
 * One type for both engines: repositories never know which one they talk to (DESIGN.md). A
 * transaction is a Db too (drizzle's transaction extends the database), so a service passes
 * `tx` where a repository takes `db` and its queries join the transaction, without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Settles when every migration is applied. Queries issued earlier simply wait (PGlite queues
   * them until it is up), so the server can listen and serve the web app meanwhile.
   */
  migrated: Promise<void>;
  /**
   * Runs `fn` while no other process of this database runs its own (issue 26: several API
   * processes starting together on one PostgreSQL migrate and seed one after another, never
   * side by side). PGlite has one process: `fn` runs as it is.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Cheap round trip for /ready. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (db/listen.ts): on PostgreSQL over one connection of its own that
   * reconnects with backoff, on PGlite through its own connection. `onProblem` hears each lost
   * connection (to log it); the caller closes the listening before the database.
   */
  listen(channel: string, handlers: ChannelHandlers, onProblem: (err: unknown) => void): Listening;
  close(): Promise<void>;
}

/**
 * Raw SQL on either engine, each row parsed by `row` (a zod schema of what the query answers):
 * a column the query misses or answers in another type fails here, at the query, instead of
 * travelling on under a type it does not have (docs/architecture.md "SQL in repositories").
 * Both drivers answer `{ rows }`; the shared type does not say so.
 */
export async function queryRows<S extends z.ZodType>(
  db: Db,
  query: SQL,
  row: S,
): Promise<z.output<S>[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: unknown[] };
  return rows.map((r) => row.parse(r));
}

export interface DatabaseOptions {
  /** postgres://… — when absent, PGlite keeps its files in `pgliteDir`. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /**
   * Fills a fresh `pgliteDir` before PGlite opens it (db/pglite-template.ts: a copy of the
   * prebuilt template); PGlite waits for it, and runs initdb as before if it left the folder empty.
   */
  prepareFreshDir?: (() => Promise<void>) | undefined;
  /**
   * PGlite opens its folder only once this settles (server.ts: once it listens, so the web app
   * is served before the database's long statements take the thread). Its WebAssembly is
   * compiled meanwhile, on V8's own threads.
   */
  openAfter?: Promise<void> | undefined;
}

/** PGlite's Node file system, mounted only once `ready` settles (PGlite awaits `init`). */
class PreparedNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly ready: Promise<void>,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    await this.ready;
    return super.init(...args);
  }
}

/**
 * Connects and starts applying every migration without waiting for them (issue 2 §2:
 * migrations from code at start, on both engines). drizzle-kit's own migrator cannot load
 * PGlite's contrib extensions, so each driver's migrator runs here.
 */
/** The session-level advisory lock that start-up work holds on PostgreSQL (any fixed number). */
export const START_LOCK_KEY = 2_026_112_601;

/** `fn` under the start lock, held by a connection of its own until `fn` settles. */
async function underStartLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

export function connectDatabase(opts: DatabaseOptions): Database {
  if (opts.databaseUrl) {
    const url = opts.databaseUrl;
    // JIT off for every connection: the app's statements are short, and PostgreSQL's cost
    // estimates for a few of them (the dated seed's insert over generate_series and VALUES) are
    // high enough to compile them with LLVM — 1.7 s of compiling for 10 ms of work, at every
    // start and in every server suite. (PGlite has no JIT.)
    const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped by
    // the pool and the next query opens a new one; without a listener node-postgres would raise
    // it as an unhandled 'error' event and take the process down.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    const exclusive = <T>(fn: () => Promise<T>) => underStartLock(pool, fn);
    // Two processes migrating an empty database side by side would both create the same tables.
    const migrated = exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    migrated.catch(() => undefined); // the owner awaits it; no unhandled rejection meanwhile
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrated,
      exclusive,
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, handlers, onProblem) => listenPostgres(url, channel, handlers, onProblem),
      close: async () => {
        await migrated.catch(() => undefined);
        await pool.end();
      },
    };
  }

  mkdirSync(opts.pgliteDir, { recursive: true });
  const extensions = { cube, earthdistance, pg_trgm };
  const prepared =
    opts.prepareFreshDir && isFreshPgliteDir(opts.pgliteDir) ? opts.prepareFreshDir() : undefined;
  const waits = [prepared, opts.openAfter].filter((p) => p !== undefined);
  // The constructor returns at once; initdb (seconds on a fresh data dir) or the template's copy
  // runs in the background.
  const client =
    waits.length > 0
      ? new PGlite({
          fs: new PreparedNodeFS(
            opts.pgliteDir,
            Promise.all(waits).then(() => undefined),
          ),
          extensions,
        })
      : new PGlite(opts.pgliteDir, { extensions });
  const db = drizzlePglite(client, { schema });
  const migrated = migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  migrated.catch(() => undefined);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrated,
    exclusive: (fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers, onProblem) => listenPglite(client, channel, handlers, onProblem),
    close: async () => {
      // Closing in the middle of initdb would leave a broken data dir: let it finish first.
      await client.waitReady.catch(() => undefined);
      await migrated.catch(() => undefined);
      if (!client.closed) await client.close();
    },
  };
}

/** Connects and waits for the migrations; closes again if they fail. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = connectDatabase(opts);
  try {
    await database.migrated;
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
