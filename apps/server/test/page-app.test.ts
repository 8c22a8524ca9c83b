import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPageApp, type PageApp } from '../src/page-app';
import { systemClock } from '../src/lib/clock';
import { createTestApp, freshDataDir, type TestApp } from './test-app';
import { makeWebDist } from './web-dist';

// Issue 27: server.ts answers with the page app (page-app.ts) while the whole app loads. What it
// answers must be what the whole app would answer; anything else waits for the whole app.

/** An answer without what differs between any two answers (its date, its request id). */
function comparable(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
}

const asked = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe('the page served while the app loads', () => {
  let whole: TestApp;
  let page: PageApp;
  beforeAll(async () => {
    const dataDir = freshDataDir();
    whole = await createTestApp('pglite', {
      reuse: { dataDir },
      env: { WEB_DIST: makeWebDist(dataDir) },
    });
    await whole.app.ready();
    page = await buildPageApp(whole.config, { clock: systemClock, logger: false });
  });
  afterAll(async () => {
    await page?.app.close();
    await whole?.cleanup();
  });

  it.each<InjectOptions>([
    { method: 'GET', url: '/', headers: { accept: 'text/html' } },
    { method: 'HEAD', url: '/' },
    { method: 'GET', url: '/?utm=x', headers: { 'accept-encoding': 'gzip' } },
    { method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } },
    { method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } },
    { method: 'GET', url: '/assets/app-abc123.js' },
    { method: 'GET', url: '/sw.js', headers: { origin: 'capacitor://localhost' } },
  ])('answers $method $url as the whole app does', async (request) => {
    expect(page.serves(asked(request.method!, String(request.url)))).toBe(true);
    const early = await page.app.inject(request);
    expect(early.statusCode).toBe(200);
    expect(comparable(early)).toEqual(comparable(await whole.app.inject(request)));
  });

  it('leaves the API, navigations and unknown files to the whole app', () => {
    for (const [method, url] of [
      ['GET', '/ready'],
      ['GET', '/v1/news'],
      ['POST', '/'],
      ['GET', '/tabs/main'],
      ['GET', '/assets/app-abc123.js.br'],
      ['GET', '/assets/missing.js'],
      ['GET', '/.well-known/assetlinks.json'],
    ] as const) {
      expect(page.serves(asked(method, url)), `${method} ${url}`).toBe(false);
    }
  });
});
