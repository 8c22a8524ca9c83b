import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { BatchedCounters } from './rate-limit-counters';
import { addToCounter, deleteWindowsBefore } from './rate-limit-repository';

/** Old windows are swept about once per this many requests, so the table stays small. */
const SWEEP_EVERY = 500;
/** How long a process counts a key in memory between writes (rate-limit-counters.ts). */
export const RATE_LIMIT_FLUSH_MS = 1_000;

/**
 * Per-IP limit for the JSON API only (issue 2 §2): register inside the /v1 scope, so static
 * files, /health and /ready are never limited. The counters live in PostgreSQL
 * (rate-limit-repository.ts), shared by every process; each process batches its increments
 * (BatchedCounters).
 */
export async function registerApiRateLimit(
  scope: FastifyInstance,
  opts: { db: Db; max: number; timeWindowMs: number },
): Promise<void> {
  // The windows are the clock's minutes (lib/clock.ts), stored as their start: every process
  // and every test agrees which window a request falls in.
  const now = () => scope.clock.now().getTime();
  const counters = new BatchedCounters(
    (key, by, windowStart) => addToCounter(opts.db, key, by, windowStart),
    RATE_LIMIT_FLUSH_MS,
    now,
  );
  // Pending increments reach the database within a flush interval even when a key goes quiet,
  // and on shutdown.
  const timer = setInterval(() => {
    counters.flushAll(opts.timeWindowMs).catch(() => undefined);
  }, RATE_LIMIT_FLUSH_MS);
  timer.unref();
  scope.addHook('onClose', async () => {
    clearInterval(timer);
    await counters.flushAll(opts.timeWindowMs).catch(() => undefined);
  });
  let requests = 0;
  // A plain callback hook, no promise per request: every /v1 request passes it.
  scope.addHook('onRequest', (request, reply, done) => {
    requests += 1;
    if (requests % SWEEP_EVERY === 0) {
      const before = now() - 2 * opts.timeWindowMs;
      deleteWindowsBefore(opts.db, before).catch(() => undefined);
    }
    // A database hiccup only delays the shared total (the counters retry): requests go on.
    const { current, ttl } = counters.count(request.ip, opts.timeWindowMs);
    if (current <= opts.max) {
      done();
      return;
    }
    reply.header('retry-after', String(Math.ceil(ttl / 1000)));
    done(new HttpError('RATE_LIMITED'));
  });
}
