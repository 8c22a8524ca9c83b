import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './test-app';

// Issue 15: the well-known files that let Android and iOS open this host's links in the packaged
// app. No database is involved: one engine is enough.
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

describe('verified app links', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([
      createTestApp('pglite', {
        env: { ANDROID_CERT_SHA256: FINGERPRINT.toLowerCase(), IOS_TEAM_ID: 'ABCDE12345' },
      }),
      createTestApp('pglite'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.cleanup(), plain?.cleanup()]);
  });

  it('assetlinks.json names the Android app and its signing certificate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'ru.sportkarta.app',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('apple-app-site-association names the iOS app and the deep-link paths', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const details = res.json().applinks.details;
    expect(details).toHaveLength(1);
    expect(details[0].appIDs).toEqual(['ABCDE12345.ru.sportkarta.app']);
    expect(details[0].components).toContainEqual({ '/': '/deeplink/place/*' });
    expect(details[0].components).toContainEqual({ '/': '/deeplink/sberID' });
    expect(details[0].components).toContainEqual({ '/': '/payment/*' });
    expect(details[0].components).toContainEqual({ '/': '/tabs/profile/tickets/*' });
  });

  it('unset, both files associate no app (never the SPA page)', async () => {
    const links = await plain.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(links.json()).toEqual([]);
    const aasa = await plain.app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(aasa.json()).toEqual({ applinks: { details: [] } });
  });

  it('refuses a malformed fingerprint or team id at start', () => {
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => loadConfig({ IOS_TEAM_ID: 'short' })).toThrow(/IOS_TEAM_ID/);
  });
});
