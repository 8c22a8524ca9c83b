import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 28: a session slides while it is used (POST /mobile/restore-session/), up to an absolute
// cap after the sign-in. 23:59 in Moscow on a Monday: the terms cross days and months.
const SIGN_IN = '2026-11-23T23:59:00+03:00';
const DAY = 86_400_000;

describe.each(ENGINES)('sliding sessions ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(SIGN_IN);
    beforeAll(async () => {
      t = await createTestApp(engine.name, {
        env: { SESSION_TTL_DAYS: '30', SESSION_MAX_DAYS: '90' },
        clock,
      });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/v1/userInfo', headers: bearer(token) });
    const renew = (token: string) =>
      t.app.inject({ method: 'POST', url: '/mobile/restore-session/', headers: bearer(token) });
    const at = (days: number) => new Date(new Date(SIGN_IN).getTime() + days * DAY);

    it('an unused session still ends 30 days after sign-in', async () => {
      clock.set(SIGN_IN);
      const s = await signIn(t.app);
      expect(s.expiresAt).toBe(at(30).toISOString());
      clock.set(at(30));
      expect((await me(s.accessToken)).statusCode).toBe(401);
    });

    it('renewals slide the term while used, never past 90 days after the sign-in', async () => {
      clock.set(SIGN_IN);
      let token = (await signIn(t.app)).accessToken;
      // Used every four weeks: each renewal gives 30 days from that moment…
      for (const [day, expires] of [
        [28, 58],
        [56, 86],
        // …until the cap: 84 + 30 would be 114, the sign-in's 90 days win.
        [84, 90],
      ] as const) {
        clock.set(at(day));
        const res = await renew(token);
        expect(res.statusCode).toBe(200);
        const renewed = SessionResponseSchema.parse(res.json());
        expect(renewed.expiresAt).toBe(at(expires).toISOString());
        expect((await me(token)).statusCode).toBe(401);
        token = renewed.accessToken;
        expect((await me(token)).statusCode).toBe(200);
      }
      // Already running to its cap: not renewed again, and the token keeps working till then.
      clock.set(at(89));
      const capped = await renew(token);
      expect(capped.statusCode).toBe(409);
      expect(capped.json()).toEqual({
        code: 'CONFLICT',
        message: 'Сессию нельзя продлить: войдите снова, когда она истечёт',
      });
      expect((await me(token)).statusCode).toBe(200);
      clock.set(at(90));
      expect((await me(token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    });

    it('the sessions list shows the renewed term', async () => {
      clock.set(SIGN_IN);
      const s = await signIn(t.app);
      clock.set(at(10));
      const renewed = SessionResponseSchema.parse((await renew(s.accessToken)).json());
      const list = await t.app.inject({
        method: 'GET',
        url: '/v1/sessions',
        headers: bearer(renewed.accessToken),
      });
      const current = (
        list.json() as { sessions: { current: boolean; expiresAt: string }[] }
      ).sessions.find((x) => x.current);
      expect(current?.expiresAt).toBe(at(40).toISOString());
    });
  });
});
