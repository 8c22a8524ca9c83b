import {
  CategoriesFileSchema,
  DistrictsFileSchema,
  NewsFileSchema,
} from '@sportkarta/contract/api/static-files';
import { FEATURE_FLAGS, TogglesResponseSchema } from '@sportkarta/contract/api/toggles';
import { VersionInfoSchema } from '@sportkarta/contract/api/version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFlagEnabled } from '../src/modules/toggles/repository';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('API ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('GET /v1/version answers release 1.8.4 build 260 with store links', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/version' });
      expect(res.statusCode).toBe(200);
      const body = VersionInfoSchema.parse(res.json());
      expect(body).toMatchObject({ version: '1.8.4', build: 260, minSupportedBuild: 200 });
      expect(body.stores.ios).toMatch(/^https:\/\/apps\.apple\.com\/ru\/app\//);
      expect(body.stores.android).toBe(
        'https://play.google.com/store/apps/details?id=ru.sportkarta.app',
      );
    });

    it('lets the packaged app (capacitor://localhost) call the API, and no other origin', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/v1/unleash/toggles',
        headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('capacitor://localhost');
      const foreign = await t.app.inject({
        method: 'GET',
        url: '/v1/version',
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(200);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('toggles list only enabled flags in the Unleash shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/unleash/toggles' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const { toggles } = TogglesResponseSchema.parse(res.json());
      expect(toggles.length).toBeGreaterThan(0);
      expect(toggles.every((x) => x.enabled)).toBe(true);
      expect(toggles.every((x) => (FEATURE_FLAGS as readonly string[]).includes(x.name))).toBe(
        true,
      );
      const names = toggles.map((x) => x.name);
      expect(names).not.toContain('ignore-map');
      expect(names).not.toContain('ignore-reporting');
      // Issue 24: the venue staff's audit log and its filters are on (they touch no visitor).
      expect(names).toEqual(expect.arrayContaining(['audit-page', 'audit-filters-page']));
      expect(toggles[0]?.variant).toEqual({ name: 'disabled', enabled: false });
    });

    it('toggles accept any Unleash context parameters and an Authorization header', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/unleash/toggles?appName=sportkarta&environment=production&sessionId=42&properties%5Bplatform%5D=web&x=1',
        headers: { authorization: 'frontend-token', 'unleash-appname': 'sportkarta' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('toggles answer 304 to a matching If-None-Match and reflect a flag change', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/v1/unleash/toggles' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const same = await t.app.inject({
        method: 'GET',
        url: '/v1/unleash/toggles',
        headers: { 'if-none-match': etag },
      });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');

      expect(await setFlagEnabled(t.app.db, 'ignore-map', true)).toBe(true);
      try {
        const changed = await t.app.inject({
          method: 'GET',
          url: '/v1/unleash/toggles',
          headers: { 'if-none-match': etag },
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
        expect(TogglesResponseSchema.parse(changed.json()).toggles.map((x) => x.name)).toContain(
          'ignore-map',
        );
      } finally {
        await setFlagEnabled(t.app.db, 'ignore-map', false);
      }
    });

    it('news.json has at least a dozen items, newest first, with images that exist', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/news.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const items = NewsFileSchema.parse(res.json());
      expect(items.length).toBeGreaterThanOrEqual(12);
      const dates = items.map((n) => n.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(
        items.every((n) => n.text.split('\n\n').length >= 2 && n.date.startsWith('2026-')),
      ).toBe(true);
      const image = await t.app.inject({ method: 'GET', url: items[0]!.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    });

    it('news.json answers 304 to its own ETag', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/news.json' });
      const again = await t.app.inject({
        method: 'GET',
        url: '/news.json',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('districts.json lists Moscow’s 12 okrugs with their real districts', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/districts.json' });
      const { okrugs } = DistrictsFileSchema.parse(res.json());
      expect(okrugs.map((o) => o.abbreviation)).toEqual([
        'ЦАО',
        'САО',
        'СВАО',
        'ВАО',
        'ЮВАО',
        'ЮАО',
        'ЮЗАО',
        'ЗАО',
        'СЗАО',
        'ЗелАО',
        'НАО',
        'ТАО',
      ]);
      const byAbbr = Object.fromEntries(
        okrugs.map((o) => [o.abbreviation, o.districts.map((d) => d.name)]),
      );
      expect(byAbbr['ЦАО']).toEqual(expect.arrayContaining(['Арбат', 'Хамовники']));
      expect(byAbbr['СЗАО']).toContain('Митино');
      expect(byAbbr['ТАО']).toContain('Троицк');
      const cityDistricts = okrugs.filter((o) => !['НАО', 'ТАО'].includes(o.abbreviation));
      expect(cityDistricts.reduce((n, o) => n + o.districts.length, 0)).toBe(125);
      const ids = okrugs.flatMap((o) => o.districts.map((d) => d.id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('favouriteCategories.json lists the filter sports with ionicons names', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/favouriteCategories.json' });
      const { categories } = CategoriesFileSchema.parse(res.json());
      expect(categories.length).toBeGreaterThanOrEqual(20);
      expect(categories.map((c) => c.name)).toEqual(
        expect.arrayContaining([
          'Бассейн',
          'Тренажёрный зал',
          'Футбол',
          'Теннис',
          'Йога',
          'Фигурное катание',
        ]),
      );
      expect(categories.every((c) => /^[a-z-]+$/.test(c.icon))).toBe(true);
    });

    it('/health and /ready answer ok', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
        status: 'ok',
      });
      expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({
        status: 'ok',
      });
    });

    it('OpenAPI at /docs/json describes the routes with the contract schemas', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        paths: Record<string, { get?: { tags?: string[]; description?: string } }>;
      };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/v1/version',
          '/v1/unleash/toggles',
          '/news.json',
          '/districts.json',
          '/health',
          '/ready',
        ]),
      );
      expect(doc.paths['/v1/version']?.get?.tags).toEqual(['app']);
      expect(JSON.stringify(doc.paths['/v1/version'])).toContain('minSupportedBuild');
    });
  });
});
