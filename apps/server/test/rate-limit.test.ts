import { ERROR_MESSAGES } from '@sportkarta/contract/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema';
import { testClock } from './clock';
import { createTestApp, ENGINES, engineTitle, freshDataDir, type TestApp } from './test-app';

// Mid-minute: every request of a test falls into one window of the limit, whatever the time.
const MID_MINUTE = '2026-11-23T23:59:30+03:00';

describe.each(ENGINES)('rate limiting ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(MID_MINUTE);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: { RATE_LIMIT_MAX: '3' }, clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('answers 429 RATE_LIMITED in Russian after the per-IP limit on /v1', async () => {
      const from = { remoteAddress: '203.0.113.7' };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await t.app.inject({ method: 'GET', url: '/v1/version', ...from })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/v1/unleash/toggles', ...from });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: ERROR_MESSAGES.RATE_LIMITED,
      });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another address has its own budget.
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/version', remoteAddress: '203.0.113.8' }))
          .statusCode,
      ).toBe(200);
    });

    it('never limits static files, /health and the news file', async () => {
      const from = { remoteAddress: '203.0.113.9' };
      for (let i = 0; i < 6; i++) {
        expect((await t.app.inject({ method: 'GET', url: '/health', ...from })).statusCode).toBe(
          200,
        );
        expect((await t.app.inject({ method: 'GET', url: '/news.json', ...from })).statusCode).toBe(
          200,
        );
      }
    });

    // Two processes of the API on one database share the limit: each counts in memory and
    // writes its increments within RATE_LIMIT_FLUSH_MS (PGlite serves one process only).
    it.skipIf(engine.name !== 'postgres')(
      'shares the limit between two app instances on one database',
      async () => {
        const other = await createTestApp(engine.name, {
          env: { RATE_LIMIT_MAX: '3' },
          reuse: { dataDir: freshDataDir(), databaseUrl: t.config.databaseUrl },
          clock,
        });
        try {
          await other.app.ready();
          const ip = '203.0.113.20';
          const get = (app: TestApp['app']) =>
            app.inject({ method: 'GET', url: '/v1/version', remoteAddress: ip });
          expect((await get(t.app)).statusCode).toBe(200);
          expect((await get(t.app)).statusCode).toBe(200);
          await countedInDatabase(t, ip, 2); // the first at once, the second by the timer
          // The other process's first request is answered from its own count at once, and
          // its write learns the shared total: from then on it refuses. Alone it would let
          // three requests through.
          expect((await get(other.app)).statusCode).toBe(200);
          await countedInDatabase(t, ip, 3);
          // Once its write has come back with the shared total, the other process refuses.
          await vi.waitFor(
            async () => {
              const refused = await get(other.app);
              expect(refused.statusCode).toBe(429);
              expect(refused.json().code).toBe('RATE_LIMITED');
            },
            { timeout: 5000, interval: 20 },
          );
        } finally {
          await other.cleanup();
        }
      },
    );
  });
});

/** Waits until the database holds at least `count` requests of `ip` in the current window. */
async function countedInDatabase(t: TestApp, ip: string, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await t.app.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, ip));
      expect(rows.reduce((sum, r) => sum + r.count, 0)).toBeGreaterThanOrEqual(count);
    },
    { timeout: 5000, interval: 20 },
  );
}
