import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SBERID_MESSAGES } from '../src/modules/sberid/service';
import { signIn } from './accounts-helpers';
import { ISSUER, IVAN, MARIA, driveEmulator, sberIdSteps } from './sberid-browser';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';
import { appTime } from './clock';

describe.each(ENGINES)('Sber ID OAuth2 start, /v1/jwt, provider logout ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const { create, callback, me, login, expectBad } = sberIdSteps(() => t.app);

    it('/v1/oauth2/authorization/sberid redirects to the issuer; other services are 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/oauth2/authorization/sberid' });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toMatch(new RegExp(`^${ISSUER}/auth\\?`));
      const other = await t.app.inject({ method: 'GET', url: '/v1/oauth2/authorization/vk' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Вход через этот сервис не поддерживается',
      });
      const weak = await t.app.inject({
        method: 'GET',
        url: '/v1/oauth2/authorization/sberid?state=short',
      });
      expect(weak.statusCode).toBe(400);
    });

    it('/v1/jwt hands out a finished redirect login once, and never a create login', async () => {
      const state = oidc.randomState();
      const start = await t.app.inject({
        method: 'GET',
        url: `/v1/oauth2/authorization/sberid?state=${state}`,
      });
      expect(start.statusCode).toBe(302);
      const jwt = () => t.app.inject({ method: 'GET', url: `/v1/jwt?state=${state}` });
      expectBad(await jwt(), SBERID_MESSAGES.jwtNotReady); // not finished yet
      const back = await driveEmulator(t.app, String(start.headers.location), MARIA);
      const cb = await callback({ state, code: back.searchParams.get('code'), agreements: [] });
      expect(cb.statusCode).toBe(200);
      const picked = await jwt();
      expect(picked.statusCode).toBe(200);
      const { accessToken } = picked.json() as { accessToken: string };
      expect((await me(accessToken)).user?.firstName).toBe('Мария');
      expectBad(await jwt(), SBERID_MESSAGES.jwtNotReady); // one use
      const again = await t.app.inject({
        method: 'GET',
        url: `/v1/oauth2/authorization/sberid?state=${state}`,
      });
      expectBad(again, SBERID_MESSAGES.stateTaken);

      const viaCreate = await login(MARIA);
      expectBad(
        await t.app.inject({ method: 'GET', url: `/v1/jwt?state=${viaCreate.state}` }),
        SBERID_MESSAGES.jwtNotReady,
      );
    });

    it('/v1/jwt is short-lived', async () => {
      const state = oidc.randomState();
      const start = await t.app.inject({
        method: 'GET',
        url: `/v1/oauth2/authorization/sberid?state=${state}`,
      });
      const back = await driveEmulator(t.app, String(start.headers.location), IVAN);
      await callback({ state, code: back.searchParams.get('code'), agreements: [] });
      await t.app.db.execute(
        sql`update sberid_logins set jwt_expires_at = ${appTime(t.app, -1000)}::timestamptz where state = ${state}`,
      );
      expectBad(
        await t.app.inject({ method: 'GET', url: `/v1/jwt?state=${state}` }),
        SBERID_MESSAGES.jwtNotReady,
      );
    });

    it('logout-token revokes the session and answers the provider end-session URL', async () => {
      const { token } = await login(MARIA);
      const res = await t.app.inject({
        method: 'GET',
        url: '/openid-connect-auth/logout-token/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const end = new URL((res.json() as { endSessionUrl: string }).endSessionUrl);
      expect(`${end.origin}${end.pathname}`).toBe(`${ISSUER}/session/end`);
      expect(end.searchParams.get('id_token_hint')).toMatch(/^ey/);
      expect((await me(token)).status).toBe(401);
      const page = await t.app.inject({ method: 'GET', url: end.pathname + end.search });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('/emulators/sberid/session/end/confirm');

      const phone = await signIn(t.app);
      const plain = await t.app.inject({
        method: 'GET',
        url: '/openid-connect-auth/logout-token/',
        headers: phone.auth,
      });
      expect(plain.statusCode).toBe(204);
      expect((await me(phone.accessToken)).status).toBe(401);
      const anon = await t.app.inject({ method: 'GET', url: '/openid-connect-auth/logout-token/' });
      expect(anon.statusCode).toBe(401);
    });

    it('the emulator login page is Russian and a stale interaction is a friendly 400', async () => {
      const { url } = await create();
      const first = await t.app.inject({
        method: 'GET',
        url: new URL(url).pathname + new URL(url).search,
      });
      expect(first.statusCode).toBe(303);
      const page = await t.app.inject({ method: 'GET', url: String(first.headers.location) });
      expect(page.statusCode).toBe(400); // no interaction cookie: not opened from the app
      expect(page.body).toContain('Вход прерван');
    });

    it('fixed Sber endpoints are used as configured, without discovery', async () => {
      const fixed = await createTestApp(engine.name, {
        env: {
          SBERID_ISSUER_URL: 'https://online.sberbank.ru/CSAFront/index.do',
          SBERID_AUTHORIZATION_URL: 'https://online.sberbank.ru/CSAFront/oidc/authorize.do',
          SBERID_TOKEN_URL: 'https://oauth.sber.ru/ru/prod/tokens/v2/oidc',
          SBERID_USERINFO_URL: 'https://oauth.sber.ru/ru/prod/sberbankid/v2.1/userinfo',
          SBERID_CLIENT_ID: 'client-1',
          SBERID_CLIENT_SECRET: 'secret-1',
          PUBLIC_BASE_URL: 'https://sportkarta.example',
        },
      });
      try {
        const res = await fixed.app.inject({ method: 'GET', url: '/v1/auth/sberID/create' });
        expect(res.statusCode, res.body).toBe(200);
        const u = new URL((res.json() as { url: string }).url);
        expect(`${u.origin}${u.pathname}`).toBe(
          'https://online.sberbank.ru/CSAFront/oidc/authorize.do',
        );
        expect(u.searchParams.get('client_id')).toBe('client-1');
        expect(u.searchParams.get('client_type')).toBe('PRIVATE');
        expect(u.searchParams.get('redirect_uri')).toBe(
          'https://sportkarta.example/deeplink/sberID',
        );
      } finally {
        await fixed.cleanup();
      }
    });

    it('an unreachable provider is 502 with a Russian message', async () => {
      const broken = await createTestApp(engine.name, {
        env: {
          SBERID_ISSUER_URL: 'http://127.0.0.1:9/',
          SBERID_CLIENT_ID: 'x',
          SBERID_CLIENT_SECRET: 'y',
        },
      });
      try {
        const res = await broken.app.inject({ method: 'GET', url: '/v1/auth/sberID/create' });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: SBERID_MESSAGES.unavailable,
        });
        const emu = await broken.app.inject({
          method: 'GET',
          url: '/emulators/sberid/.well-known/openid-configuration',
        });
        expect(emu.statusCode).toBe(404);
      } finally {
        await broken.cleanup();
      }
    });
  });
});

describe('Sber ID configuration', () => {
  it('a real issuer needs the client id and secret; fixed endpoints come all three', async () => {
    const { ConfigError, loadConfig } = await import('../src/config');
    const base = { DATA_DIR: '/tmp/sk-sberid-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, SBERID_ISSUER_URL: 'https://id.example' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({
        ...base,
        SBERID_ISSUER_URL: 'https://id.example',
        SBERID_CLIENT_ID: 'a',
        SBERID_CLIENT_SECRET: 'b',
        SBERID_TOKEN_URL: 'https://id.example/token',
      }),
    ).toThrow(/SBERID_AUTHORIZATION_URL/);
    const embedded = loadConfig({ ...base, PORT: '3610' });
    expect(embedded.sberid).toMatchObject({
      issuerUrl: undefined,
      webRedirectUri: 'http://localhost:3610/deeplink/sberID',
    });
    expect(
      loadConfig({ ...base, PUBLIC_BASE_URL: 'https://sportkarta.example/' }).sberid.webRedirectUri,
    ).toBe('https://sportkarta.example/deeplink/sberID');
  });
});
