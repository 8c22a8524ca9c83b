import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDataDir, type TestApp } from './test-app';
import { APP_JS, makeWebDist } from './web-dist';

// The web build is served the same way on both engines, so PGlite suffices here.
describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = freshDataDir();
    t = await createTestApp('pglite', {
      reuse: { dataDir },
      env: { WEB_DIST: makeWebDist(dataDir) },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Спорткарта');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allows the inline preloader script by its hash in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it('serves hashed assets pre-compressed by Accept-Encoding with immutable caching', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('revalidates the service worker every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves only the files of the build, by their exact path, to GET and HEAD', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
    const query = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js?v=2' });
    expect(query.statusCode).toBe(200);
    expect(query.body).toBe(APP_JS);
    // The compressed copies go out only in place of their file; an encoded way out of the
    // build and spellings of a file's path other than its own are not files of the build.
    for (const url of [
      '/assets/app-abc123.js.br',
      '/assets/..%2f..%2fpackage.json',
      '/assets//app-abc123.js',
      '/ASSETS/app-abc123.js',
      '/assets/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers index.html for app routes a browser navigates to (SPA fallback)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/tabs/main/news/abc',
      headers: { accept: 'text/html,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('does not fall back for missing assets, API paths or non-GET requests', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-1.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ code: 'NOT_FOUND' });
    const api = await t.app.inject({
      method: 'GET',
      url: '/v1/missing',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const media = await t.app.inject({
      method: 'GET',
      url: '/media/news/missing.svg',
      headers: { accept: 'text/html' },
    });
    expect(media.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: '/tabs/main',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers / with a Russian page that says how to build the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Веб-приложение не собрано');
    expect(res.body).toContain('npm run build');
  });
});
