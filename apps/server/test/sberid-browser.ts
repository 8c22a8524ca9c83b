import { UserSchema } from '@sportkarta/contract/api/user';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Shared by the Sber ID test files (sberid*.test.ts). */
export const ISSUER = 'http://localhost:3000/emulators/sberid';
export const MARIA = 'sberid-emu-maria-smirnova';
export const IVAN = 'sberid-emu-ivan-petrov';
export const ALEXEY = 'sberid-emu-alexey-kuznetsov';
export const BOTH = ['CONSENT', 'TERMS_OF_USE'] as const;

/**
 * A browser for the emulator, driven through the app's own router: keeps cookies, follows
 * redirects by hand, picks the test person on the login page and answers the consent page,
 * and stops at the first redirect that leaves the emulator (the app's return address).
 */
export async function driveEmulator(
  app: FastifyInstance,
  authUrl: string,
  sub: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authUrl);
  let payload: string | undefined;
  for (let step = 0; step < 12; step++) {
    const res = await app.inject({
      method: payload ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers: {
        host: url.host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value) jar.set(pair.slice(0, eq), value);
      else jar.delete(pair.slice(0, eq));
    }
    if (res.statusCode === 302 || res.statusCode === 303) {
      const next = new URL(String(res.headers.location), url);
      if (!next.pathname.startsWith('/emulators/sberid') || next.protocol !== 'http:') return next;
      url = next;
      payload = undefined;
      continue;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-security-policy']).toContain('ru.sportkarta.app:');
    const action = /action="([^"]+)"/.exec(res.body)?.[1];
    if (!action) throw new Error(`no form on ${url.pathname}: ${res.body.slice(0, 300)}`);
    url = new URL(action, url);
    payload = res.body.includes('name="sub"') ? `sub=${sub}` : `decision=${decision}`;
  }
  throw new Error('the emulator did not return to the app');
}

/** The app's side of the flow against one test app: create, callback, userInfo, a whole login. */
export function sberIdSteps(app: () => FastifyInstance) {
  const t = {
    get app() {
      return app();
    },
  };
  const create = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/auth/sberID/create${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; state: string };
  };
  const callback = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/sberID/callback', payload });
  const me = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/userInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: res.statusCode,
      user: res.statusCode === 200 ? UserSchema.parse(res.json()) : null,
    };
  };
  /** create → emulator → callback; answers the token and the code/state used. */
  const login = async (sub: string, agreements: readonly string[] = BOTH) => {
    const { url, state } = await create();
    const back = await driveEmulator(t.app, url, sub);
    const code = back.searchParams.get('code') ?? '';
    const res = await callback({ state, code, agreements });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return { token: res.body, state, code };
  };
  const expectBad = (res: { statusCode: number; json(): unknown }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
  };

  return { create, callback, me, login, expectBad };
}
