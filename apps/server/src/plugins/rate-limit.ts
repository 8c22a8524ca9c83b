import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../errors';

/** Old windows are swept about once per this many increments, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counter in PostgreSQL: one upsert per request. Kept in the database, not in
 * memory, so N stateless API processes share one limit (DESIGN.md "Growing past one machine").
 */
export async function incrementCounter(
  db: Db,
  key: string,
  timeWindowMs: number,
  now: number = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const windowStart = Math.floor(now / timeWindowMs) * timeWindowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return { current: row?.count ?? 1, ttl: windowStart + timeWindowMs - now };
}

interface RouteInfo {
  method?: string;
  url?: string;
  config?: { rateLimit?: unknown };
}

export function postgresStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      increments += 1;
      if (increments % SWEEP_EVERY === 0) {
        const before = Date.now() - 2 * timeWindow;
        void db
          .delete(rateLimits)
          .where(lt(rateLimits.windowStart, before))
          .catch(() => undefined);
      }
      incrementCounter(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // A route with its own `config.rateLimit` gets its own counters; every other /v1 route
      // shares the per-IP default.
      const route = (routeOptions as { routeInfo?: RouteInfo }).routeInfo;
      return route?.config?.rateLimit
        ? new PostgresRateLimitStore(`${route.method} ${route.url}|`)
        : this;
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-IP limit for the JSON API only (issue 2 §2): register inside the /v1 scope, so static
 * files, /health and /ready are never limited.
 */
export async function registerApiRateLimit(
  scope: FastifyInstance,
  opts: { db: Db; max: number; timeWindowMs: number },
): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: opts.timeWindowMs,
    store: postgresStore(opts.db),
    // A database hiccup must not turn into refusing every request.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError('RATE_LIMITED'),
  });
}
