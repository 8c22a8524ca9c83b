import { SessionListSchema, SessionResponseSchema } from '@sportkarta/contract/api/auth';
import { AgreementListSchema } from '@sportkarta/contract/api/agreements';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/modules/auth/tokens';
import { signIn } from './accounts-helpers';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';
import { appTime, testClock } from './clock';

// Monday 23:59 in Moscow: the sessions' expiries and last-seen marks are the app clock's.
const MONDAY_NIGHT = '2026-11-23T23:59:00+03:00';

describe.each(ENGINES)('sessions, demo, agreements ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(MONDAY_NIGHT);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: { SESSION_TTL_DAYS: '7' }, clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/v1/userInfo', headers });
    const expect401 = async (headers: Record<string, string>) => {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Требуется авторизация: войдите в приложение снова',
      });
    };

    it('the token is an HS256 JWT with sub and sid, valid SESSION_TTL_DAYS', async () => {
      const s = await signIn(t.app);
      const [header, payload] = s.accessToken
        .split('.')
        .slice(0, 2)
        .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header).toMatchObject({ alg: 'HS256' });
      expect(payload.sub).toBe(s.user.id);
      expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
      const days = (payload.exp - payload.iat) / 86_400;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThan(7.01);
      expect((await me(s.auth)).statusCode).toBe(200);
    });

    it('no token, a forged token or a foreign signature → 401', async () => {
      await expect401({});
      await expect401({ authorization: 'Bearer nonsense' });
      await expect401({ authorization: 'Basic abc' });
      const s = await signIn(t.app);
      const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString());
      const forged = await signAccessToken(
        'another-secret-another-secret-another-secret',
        { sub: claims.sub, sid: claims.sid },
        { issuedAt: t.app.clock.now(), expiresAt: new Date(appTime(t.app, 60_000)) },
      );
      await expect401({ authorization: `Bearer ${forged}` });
    });

    it('an expired JWT and an expired session row both → 401', async () => {
      const s = await signIn(t.app);
      const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString());
      const old = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('sportkarta')
        .setAudience('sportkarta-app')
        .setIssuedAt(new Date(appTime(t.app, -7_200_000)))
        .setExpirationTime(new Date(appTime(t.app, -3_600_000)))
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      await expect401({ authorization: `Bearer ${old}` });

      await t.app.db.execute(
        sql`update sessions set expires_at = ${appTime(t.app, -1000)}::timestamptz where id = ${claims.sid}`,
      );
      await expect401(s.auth);
    });

    it('lists my sessions, marks the current one, updates last seen at most once a minute', async () => {
      const phoneUser = await signIn(t.app);
      // A second device of the same person.
      const other = await signIn(t.app, phoneUser.user.phone!).catch(async () => {
        await t.app.db.execute(
          sql`update login_codes set created_at = created_at - interval '200 seconds' where phone = ${phoneUser.user.phone}`,
        );
        return signIn(t.app, phoneUser.user.phone!);
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/sessions',
        headers: { ...phoneUser.auth, 'user-agent': 'Sportkarta/1.8.4 (Android)' },
      });
      expect(res.statusCode).toBe(200);
      const { sessions } = SessionListSchema.parse(res.json());
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((x) => x.current)).toHaveLength(1);
      const current = sessions.find((x) => x.current)!;
      // last_seen_at moves only when older than a minute.
      await t.app.db.execute(
        sql`update sessions set last_seen_at = ${appTime(t.app, -5 * 60_000)}::timestamptz where id = ${current.id}`,
      );
      await me(phoneUser.auth);
      const after = SessionListSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: '/v1/sessions', headers: phoneUser.auth })
        ).json(),
      ).sessions.find((x) => x.id === current.id)!;
      expect(t.app.clock.now().getTime() - Date.parse(after.lastSeenAt)).toBeLessThan(60_000);

      // Sign the other device out from this one.
      const otherId = sessions.find((x) => !x.current)!.id;
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/v1/sessions/${otherId}`,
        headers: phoneUser.auth,
      });
      expect(del.statusCode).toBe(204);
      await expect401(other.auth);
      expect((await me(phoneUser.auth)).statusCode).toBe(200);
    });

    it("another person's session cannot be listed or ended (404)", async () => {
      const a = await signIn(t.app);
      const b = await signIn(t.app);
      const aSessions = SessionListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/v1/sessions', headers: a.auth })).json(),
      ).sessions;
      const bSessions = SessionListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/v1/sessions', headers: b.auth })).json(),
      ).sessions;
      expect(bSessions.map((x) => x.id)).not.toContain(aSessions[0]!.id);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v1/sessions/${aSessions[0]!.id}`,
        headers: b.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect((await me(a.auth)).statusCode).toBe(200);
      const bad = await t.app.inject({ method: 'DELETE', url: '/v1/sessions/42', headers: b.auth });
      expect(bad.statusCode).toBe(400);
    });

    it('logout revokes the session: the same token then gets 401', async () => {
      const s = await signIn(t.app);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/v1/sessions/current',
        headers: s.auth,
      });
      expect(out.statusCode).toBe(204);
      await expect401(s.auth);
      const again = await t.app.inject({
        method: 'DELETE',
        url: '/v1/sessions/current',
        headers: s.auth,
      });
      expect(again.statusCode).toBe(401);
    });

    it('POST /mobile/restore-session/ issues a new token and ends the old one', async () => {
      const s = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/mobile/restore-session/',
        headers: s.auth,
      });
      expect(res.statusCode).toBe(200);
      const renewed = SessionResponseSchema.parse(res.json());
      expect(renewed.accessToken).not.toBe(s.accessToken);
      expect(renewed.user.id).toBe(s.user.id);
      await expect401(s.auth);
      expect((await me({ authorization: `Bearer ${renewed.accessToken}` })).statusCode).toBe(200);
      const anon = await t.app.inject({ method: 'POST', url: '/mobile/restore-session/' });
      expect(anon.statusCode).toBe(401);
    });

    it('POST /v1/demo-user answers a ready session of the demo person with photo and two children', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/demo-user' });
      expect(res.statusCode).toBe(200);
      const demo = SessionResponseSchema.parse(res.json());
      expect(demo.user).toMatchObject({ firstName: 'Анна', lastName: 'Демидова', isDemo: true });
      // Seeded with the agreements accepted: the demo opens the app at once.
      expect(demo.agreementsRequired).toEqual([]);
      const auth = { authorization: `Bearer ${demo.accessToken}` };
      const photo = await t.app.inject({ method: 'GET', url: demo.user.photo! });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      const kids = await t.app.inject({
        method: 'GET',
        url: '/v1/userInfo/children',
        headers: auth,
      });
      expect(kids.json().children).toHaveLength(2);
      // …and a few favourite venues (issue 4).
      const favorites = await t.app.inject({
        method: 'GET',
        url: '/v1/placeFavorites',
        headers: auth,
      });
      expect(favorites.statusCode).toBe(200);
      expect(favorites.json().items).toHaveLength(3);
      // Two demo visitors get two sessions (of two copies); one logging out leaves the other.
      const second = SessionResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/v1/demo-user' })).json(),
      );
      await t.app.inject({ method: 'DELETE', url: '/v1/sessions/current', headers: auth });
      expect((await me({ authorization: `Bearer ${second.accessToken}` })).statusCode).toBe(200);
      // A demo account cannot be deleted.
      const del = await t.app.inject({
        method: 'POST',
        url: '/v1/mobile/user/deleteRegistration',
        headers: { authorization: `Bearer ${second.accessToken}` },
      });
      expect(del.statusCode).toBe(403);
      expect(del.json().message).toBe('Демо-аккаунт нельзя удалить');
    });

    it('agreements: listed for a visitor, accepted per version by a person', async () => {
      const anon = AgreementListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/v1/agreements' })).json(),
      );
      expect(anon.agreements.map((a) => a.agreement).sort()).toEqual(['CONSENT', 'TERMS_OF_USE']);
      expect(anon.agreements.every((a) => a.accepted === null && a.text.length > 200)).toBe(true);
      const s = await signIn(t.app);
      expect(s.agreementsRequired).toEqual(['CONSENT', 'TERMS_OF_USE']);
      const accept = (body: object, headers: Record<string, string> = s.auth) =>
        t.app.inject({ method: 'POST', url: '/v1/agreements/accept', headers, payload: body });

      const stale = await accept({ agreements: [{ agreement: 'CONSENT', version: 99 }] });
      expect(stale.statusCode).toBe(409);
      const bad = await accept({ agreements: [{ agreement: 'COOKIES', version: 1 }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
      expect((await accept({ agreements: [] })).json().message).toMatch(
        /Выберите хотя бы одно соглашение/,
      );
      expect(
        (await accept({ agreements: [{ agreement: 'CONSENT', version: 1 }] }, {})).statusCode,
      ).toBe(401);

      const ok = await accept({ agreements: [{ agreement: 'CONSENT', version: 1 }] });
      expect(ok.json()).toEqual({ agreementsRequired: ['TERMS_OF_USE'] });
      const both = await accept({
        agreements: [
          { agreement: 'CONSENT', version: 1 },
          { agreement: 'TERMS_OF_USE', version: 1 },
        ],
      });
      expect(both.json()).toEqual({ agreementsRequired: [] });
      const mine = AgreementListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/v1/agreements', headers: s.auth })).json(),
      );
      expect(mine.agreements.every((a) => a.accepted === true)).toBe(true);
      // The next sign-in no longer asks.
      await t.app.db.execute(
        sql`update login_codes set created_at = created_at - interval '200 seconds' where phone = ${s.user.phone}`,
      );
      expect((await signIn(t.app, s.user.phone!)).agreementsRequired).toEqual([]);
    });

    it("a session lasts SESSION_TTL_DAYS by the app's clock, whatever the database's clock says", async () => {
      clock.set(MONDAY_NIGHT);
      const s = await signIn(t.app);
      expect(s.expiresAt).toBe('2026-11-30T20:59:00.000Z');
      clock.advance(7 * 86_400_000 - 1000);
      expect((await me(s.auth)).statusCode).toBe(200);
      clock.advance(1000);
      await expect401(s.auth);
      clock.set(MONDAY_NIGHT);
    });

    it('OpenAPI declares the bearer scheme and the accounts routes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
      const doc = res.json();
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      for (const p of [
        '/v1/mobile/user/registration',
        '/v1/userInfo',
        '/v1/userInfo/child/{id}',
        '/v1/sessions/{id}',
        '/mobile/restore-session/',
        '/v1/agreements/accept',
        '/v1/verified-users',
        '/v1/userrequest',
      ]) {
        expect(doc.paths[p], p).toBeDefined();
      }
      expect(doc.paths['/v1/userInfo'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(doc.paths['/v1/userInfo'].post.summary).toBe('Изменить профиль');
    });
  });
});
