import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../src/db/schema';
import { inlineMediaImage } from '../src/plugins/first-screen';
import { createTestApp, freshDataDir, type TestApp } from './test-app';

// issue 2 §8 (LCP): the server puts the main tab's first screen into index.html for a
// returning visitor (plugins/first-screen.ts).
const CSS_SCRIPT =
  "<script>(function(){[\"/assets/index-abc.css\"].forEach(function(h){var l=document.createElement('link');l.href=h;l.setAttribute('data-sk-app-css','')})})()</script>";
/** The app's global stylesheet: the rules that apply to the copy's elements go with it. */
const APP_CSS =
  '*{box-sizing:border-box}:root{--ion-color-primary:#087a4b}h2{line-height:1.2}table{border:0}.sk-settings{color:red}';
const INDEX =
  '<!doctype html><html lang="ru"><head>' +
  CSS_SCRIPT +
  '<script>window.__sk=1</script><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/ionic-1.js"></head><body><div id="preloader"></div><div id="root"></div></body></html>';
const PAGE_CSS =
  '.sk-main{max-width:960px}.sk-main-hero{color:#fff}.sk-news-card{border-radius:18px}';
const RETURNING = { accept: 'text/html', cookie: 'other=2; sk_returning=1' };
const EVIL_TITLE = 'Турнир <script>alert("x")</script> & «Кубок»';

function makeWebDist(root: string): string {
  const dist = path.join(root, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/main-page-abc.css'), PAGE_CSS);
  writeFileSync(path.join(dist, 'assets/index-abc.css'), APP_CSS);
  return dist;
}

describe('the first screen in index.html', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dataDir = freshDataDir();
    t = await createTestApp('pglite', {
      reuse: { dataDir },
      env: { WEB_DIST: makeWebDist(dataDir) },
    });
    await t.app.ready();
    await t.app.db.insert(news).values({
      id: 'evil-news',
      title: EVIL_TITLE,
      publishedOn: '2099-12-31',
      summary: 'Анонс <b>жирный</b>',
      text: 'Текст',
      image: '/media/news/evil.svg" onerror="alert(1)',
      imageAlt: 'Картинка "в кавычках"',
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('puts the newest news, escaped, into /tabs/main for a returning visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tabs/main', headers: RETURNING });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = res.body;
    expect(html).toContain('<html lang="ru" class="sk-fs">');
    expect(html).toContain('id="sk-first-screen"');
    expect(html).toContain(
      'Турнир &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; «Кубок»',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Анонс &lt;b&gt;жирный&lt;/b&gt;');
    expect(html).toContain('src="/media/news/evil.svg&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('href="/tabs/main/news/evil-news"');
    expect(html).toContain('31 декабря 2099');
    // The newest picture is the LCP element: at its final size, asked for first.
    expect(html).toMatch(
      /<img [^>]*width="640" height="360" loading="eager" fetchpriority="high" elementtiming="sk-first-picture"/,
    );
    // The page's built CSS comes with it; the copy sits before the app's root.
    expect(html).toContain('.sk-main-hero{color:#fff}');
    // The app's global rules for the copy's elements come first, as the app loads them, so
    // that its stylesheet's arrival changes nothing on screen; rules for nothing here stay out.
    const style = /<style id="sk-first-screen-css">([\s\S]*?)<\/style>/.exec(html)![1]!;
    for (const rule of ['*{box-sizing:border-box}', ':root{--ion-color-primary:#087a4b}', 'h2{'])
      expect(style).toContain(rule);
    expect(style).not.toContain('table');
    expect(style).not.toContain('.sk-settings');
    expect(style.indexOf('box-sizing')).toBeLessThan(style.indexOf('.sk-main-hero'));
    expect(html.indexOf('id="sk-first-screen"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The app's modules wait for index.html's loader; inline scripts stay as built (CSP hash).
    expect(html).toContain('<script>window.__sk=1</script>');
    expect(html).toContain('data-sk-src="/assets/app-abc123.js"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('rel="x-sk-modulepreload"');
    // The stylesheet script waits for the loader too, its text unchanged (CSP hash).
    expect(html).toContain(
      `<script type="text/x-sk-deferred">${CSS_SCRIPT.slice('<script>'.length)}`,
    );
  });

  it('serves the same copy at / and /tabs, compressed when asked', async () => {
    for (const url of ['/', '/tabs', '/tabs/main/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: RETURNING });
      expect(res.body, url).toContain('id="sk-first-screen"');
    }
    const gz = await t.app.inject({
      method: 'GET',
      url: '/tabs/main',
      headers: { ...RETURNING, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('&lt;script&gt;');
  });

  it('negotiates the encoding with q-values: «br;q=0» is a refusal', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/tabs/main',
          headers: { ...RETURNING, 'accept-encoding': acceptEncoding },
        })
      ).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('identity')).toBeUndefined();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/tabs/main',
      headers: { ...RETURNING, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('id="sk-first-screen"');
  });

  it('keeps the plain index.html for other screens and for a first visit', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/tabs/profile',
      headers: RETURNING,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toBe(INDEX);
    const news = await t.app.inject({ method: 'GET', url: '/tabs/main/news', headers: RETURNING });
    expect(news.body).toBe(INDEX);
    const first = await t.app.inject({
      method: 'GET',
      url: '/tabs/main',
      headers: { accept: 'text/html' },
    });
    expect(first.body).toBe(INDEX);
    expect(first.body).not.toContain('Турнир');
  });

  it('still answers / without an HTML Accept header (scripts, health checks)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe('the first picture inlined', () => {
  const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media');
  const inline = inlineMediaImage(mediaDir);

  it('a small picture under /media becomes a data: address', () => {
    expect(inline('/media/news/lyzhnye-trassy-2026.svg')).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('nothing outside the media folder, missing or foreign', () => {
    expect(inline('/media/../package.json')).toBeUndefined();
    expect(inline('/media/%2e%2e/package.json')).toBeUndefined();
    expect(inline('/media/news/missing.svg')).toBeUndefined();
    expect(inline('https://example.org/a.svg')).toBeUndefined();
  });
});
