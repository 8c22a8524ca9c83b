import { AgreementListSchema } from '@sportkarta/contract/api/agreements';
import { SBERID_NATIVE_REDIRECT_URI } from '@sportkarta/contract/api/sberid';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { SBERID_MESSAGES } from '../src/modules/sberid/service';
import { signIn } from './accounts-helpers';
import { ALEXEY, ISSUER, IVAN, MARIA, driveEmulator, sberIdSteps } from './sberid-browser';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';
import { appTime } from './clock';

describe.each(ENGINES)('Sber ID sign-in ($name)', (engine) => {
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

    it('create answers the authorization URL with state, nonce, PKCE S256 and the scopes', async () => {
      const { url, state } = await create();
      const u = new URL(url);
      expect(`${u.origin}${u.pathname}`).toBe(`${ISSUER}/auth`);
      expect(u.searchParams.get('state')).toBe(state);
      expect(u.searchParams.get('scope')).toBe('openid name mobile email birthdate gender');
      expect(u.searchParams.get('code_challenge_method')).toBe('S256');
      expect(u.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(u.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
      expect(u.searchParams.get('redirect_uri')).toBe('http://localhost:3000/deeplink/sberID');
      const [row] = await queryRows(
        t.app.db,
        sql`select code_verifier, used_at from sberid_logins where state = ${state}`,
        z.object({ code_verifier: z.string(), used_at: z.unknown() }),
      );
      if (!row) throw new Error('no pending login stored');
      expect(await oidc.calculatePKCECodeChallenge(row.code_verifier)).toBe(
        u.searchParams.get('code_challenge'),
      );
      expect(row.used_at).toBeNull();
    });

    it('the whole flow: the person, their data, agreements and a working session', async () => {
      const reported = t.app.sberidCompleted.length;
      const { token } = await login(MARIA);
      // integrations.md §3: each successful login is reported to auth/completed with its token.
      expect(t.app.sberidCompleted.slice(reported)).toEqual([MARIA]);
      const { status, user } = await me(token);
      expect(status).toBe(200);
      expect(user).toMatchObject({
        firstName: 'Мария',
        lastName: 'Смирнова',
        middleName: 'Андреевна',
        birthDate: '1992-11-02',
        gender: 'F',
        email: 'maria.smirnova@example.ru',
        phone: '+79161234502',
        loginMethod: 'SBER_ID',
      });
      const agreements = await t.app.inject({
        method: 'GET',
        url: '/v1/agreements',
        headers: { authorization: `Bearer ${token}` },
      });
      const list = AgreementListSchema.parse(agreements.json()).agreements;
      expect(list.map((a) => [a.agreement, a.accepted]).sort()).toEqual([
        ['CONSENT', true],
        ['TERMS_OF_USE', true],
      ]);
    });

    it('a second login of the same person finds the same user; a male gender maps to M', async () => {
      const first = await me((await login(IVAN, [])).token);
      const second = await me((await login(IVAN, [])).token);
      expect(first.user?.gender).toBe('M');
      expect(second.user?.id).toBe(first.user?.id);
      const count = await queryRows(
        t.app.db,
        sql`select count(*)::int as n from users where sber_sub = ${IVAN}`,
        z.object({ n: z.number() }),
      );
      expect(count[0]?.n).toBe(1);
    });

    it('a person known by phone is linked to Sber ID, not duplicated', async () => {
      const byPhone = await signIn(t.app, '+79161234503');
      const { token } = await login(ALEXEY);
      const { user } = await me(token);
      expect(user?.id).toBe(byPhone.user.id);
      expect(user).toMatchObject({ firstName: 'Алексей', loginMethod: 'PHONE' });
    });

    it('a state works once', async () => {
      const { state, code } = await login(MARIA);
      expectBad(await callback({ state, code, agreements: [] }), SBERID_MESSAGES.badState);
    });

    it('an unknown state is 400, a missing code a validation error', async () => {
      expectBad(
        await callback({ state: 'no-such-state', code: 'x', agreements: [] }),
        SBERID_MESSAGES.badState,
      );
      const res = await callback({ state: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('an expired pending login is 400', async () => {
      const { url, state } = await create();
      const back = await driveEmulator(t.app, url, MARIA);
      await t.app.db.execute(
        sql`update sberid_logins set expires_at = ${appTime(t.app, -1000)}::timestamptz where state = ${state}`,
      );
      expectBad(
        await callback({ state, code: back.searchParams.get('code'), agreements: [] }),
        SBERID_MESSAGES.badState,
      );
    });

    it('a PKCE verifier that does not match is rejected by the provider', async () => {
      const { url, state } = await create();
      const back = await driveEmulator(t.app, url, MARIA);
      await t.app.db.execute(
        sql`update sberid_logins set code_verifier = ${oidc.randomPKCECodeVerifier()} where state = ${state}`,
      );
      expectBad(
        await callback({ state, code: back.searchParams.get('code'), agreements: [] }),
        SBERID_MESSAGES.rejected,
      );
    });

    it('a refused consent comes back as access_denied and no code', async () => {
      const { url } = await create();
      const back = await driveEmulator(t.app, url, MARIA, 'deny');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('code')).toBeNull();
    });

    it('platform=native returns to the app scheme', async () => {
      const { url, state } = await create('?platform=native');
      expect(new URL(url).searchParams.get('redirect_uri')).toBe(SBERID_NATIVE_REDIRECT_URI);
      const back = await driveEmulator(t.app, url, MARIA);
      expect(back.protocol).toBe('ru.sportkarta.app:');
      const res = await callback({ state, code: back.searchParams.get('code'), agreements: [] });
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(res.body)).user?.firstName).toBe('Мария');
    });
  });
});
