import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL server's admin connection (issue 2 §7: CI has one at 127.0.0.1:5432). */
export const ADMIN_URL =
  process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** null when PostgreSQL answers, else why not. */
export async function postgresProblem(): Promise<string | null> {
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

/**
 * The clock runs (scripts/test-clocks.mjs) set SK_TEST_CLOCK_RUN=1 and run the server suites on
 * PostgreSQL alone: under a faked process clock a separate PostgreSQL server keeps the real time,
 * so only there does a comparison with SQL now() disagree with the app's clock and fail, while
 * PGlite runs inside the faked process. The ordinary run covers both engines; without a
 * PostgreSQL server the clock runs fall back to PGlite.
 */
export function pgliteWanted(pgProblem: string | null): boolean {
  return !(process.env.SK_TEST_CLOCK_RUN === '1' && pgProblem === null);
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database, empty or a copy of `template` (CREATE DATABASE … TEMPLATE copies the files:
 * milliseconds, where migrations and the seed take seconds). Nobody may be connected to the
 * template while it is copied; the run's templates are only ever connected to while built.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `sk_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
