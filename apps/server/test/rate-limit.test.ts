import { ERROR_MESSAGES } from '@sportkarta/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incrementCounter } from '../src/plugins/rate-limit';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('rate limiting ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: { RATE_LIMIT_MAX: '3' } });
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

    it('keeps the counters in the database, shared by every process', async () => {
      const now = 1_800_000_000_000;
      const a = await incrementCounter(t.app.db, 'shared-key', 60_000, now);
      const b = await incrementCounter(t.app.db, 'shared-key', 60_000, now + 1_000);
      expect([a.current, b.current]).toEqual([1, 2]);
      expect(b.ttl).toBe(60_000 - ((now + 1_000) % 60_000));
      const nextWindow = await incrementCounter(t.app.db, 'shared-key', 60_000, now + 60_000);
      expect(nextWindow.current).toBe(1);
    });
  });
});
