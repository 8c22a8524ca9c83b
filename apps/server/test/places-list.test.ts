import { randomBytes } from 'node:crypto';
import { PlacesPageSchema, type PlaceFilter } from '@sportkarta/contract/api/places';
import type { LatLon } from '@sportkarta/contract/config/map';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as placesService from '../src/modules/places/service';
import {
  createComplex,
  createOwner,
  eastOf,
  ensureSportTypes,
  freshOrigin,
  northOf,
  TEST_SPORTS,
  type ComplexFixture,
} from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

/** Haversine written out by hand for the test, on the spec's earth diameter (§9). */
function haversineM(a: LatLon, b: LatLon): number {
  const r = 12_742_017.6 / 2;
  const rad = Math.PI / 180;
  const s1 = Math.sin(((b.lat - a.lat) * rad) / 2);
  const s2 = Math.sin(((b.lon - a.lon) * rad) / 2);
  const h = s1 * s1 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * s2 * s2;
  return 2 * r * Math.asin(Math.sqrt(h));
}

const around = (o: LatLon, radius?: number): PlaceFilter[] => [
  { field: 'latitude', values: [o.lat] },
  { field: 'longitude', values: [o.lon] },
  ...(radius === undefined ? [] : [{ field: 'radius' as const, values: [radius] }]),
];

describe.each(ENGINES)('places list ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let ownerId: string;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
      await ensureSportTypes(t.app);
      ownerId = (await createOwner(t.app)).id;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const add = (f: ComplexFixture) => createComplex(t.app, ownerId, f);
    const search = async (body: unknown, query = '') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/places${query}`,
        payload: body as object,
      });
      expect(res.statusCode, res.body).toBe(200);
      return PlacesPageSchema.parse(res.json());
    };
    const rejected = async (body: unknown, query = '') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/places${query}`,
        headers: { 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(res.statusCode, res.body).toBe(400);
      const message = (res.json() as { message: string }).message;
      expect(message).toMatch(/[А-Яа-яЁё]/);
      return message;
    };

    it('radius keeps exactly the venues inside it, nearest first, with great-circle distances', async () => {
      const o = freshOrigin();
      const far = await add({ name: 'Дальний', at: northOf(o, 3000) });
      const near = await add({ name: 'Ближний', at: northOf(o, 1000) });
      const eastPoint = eastOf(o, 2000);
      const east = await add({ name: 'Восточный', at: eastPoint });
      const hidden = await add({ name: 'На модерации', at: northOf(o, 500), moderation: 'NEW' });

      const page = await search(around(o, 2500));
      expect(page.items.map((p) => p.id)).toEqual([near, east]);
      expect(page.hasMore).toBe(false);
      // Due north the great-circle distance is the offset itself; east it is the haversine.
      expect(Math.abs(page.items[0]!.distance! - 1000)).toBeLessThan(1);
      expect(Math.abs(page.items[1]!.distance! - haversineM(o, eastPoint))).toBeLessThan(1);

      // Without a radius: every venue, still nearest first (the unmoderated one never).
      const all = await search(around(o));
      expect(all.items.slice(0, 3).map((p) => p.id)).toEqual([near, east, far]);
      expect(all.items.map((p) => p.id)).not.toContain(hidden);
      expect(Math.abs(all.items[2]!.distance! - 3000)).toBeLessThan(1);
    });

    it('the radius edge is the exact great-circle distance, not the search box', async () => {
      const o = freshOrigin();
      const at2000 = await add({ at: northOf(o, 2000) });
      // Diagonally 2.5 km away: may fall in the search box, never in the 2 km circle.
      await add({ at: eastOf(northOf(o, 1770), 1770) });
      expect((await search(around(o, 2001))).items.map((p) => p.id)).toEqual([at2000]);
      expect((await search(around(o, 1999))).items).toEqual([]);
    });

    it('radius without both coordinates is ignored; coordinates alone only order', async () => {
      const o = freshOrigin();
      const id = await add({ name: 'Только радиус', at: northOf(o, 10) });
      const byName = await search([
        { field: 'radius', values: [5] },
        { field: 'latitude', values: [o.lat] },
        { field: 'query', values: ['Только радиус'] },
      ]);
      expect(byName.items.map((p) => p.id)).toEqual([id]);
      expect(byName.items[0]!.distance).toBeNull();
    });

    it('sport types match ANY, benefits ALL, categories ANY', async () => {
      const o = freshOrigin();
      const { swimming, football, tennis } = TEST_SPORTS;
      const pool = await add({
        at: northOf(o, 100),
        sportTypeIds: [swimming.id],
        benefits: ['CHILDREN', 'STUDENTS'],
        categoryIds: [1],
      });
      const pitch = await add({
        at: northOf(o, 200),
        sportTypeIds: [football.id, tennis.id],
        benefits: ['CHILDREN'],
        categoryIds: [2],
      });
      await add({ at: northOf(o, 300), sportTypeIds: [], categoryIds: [3] });
      const ids = async (extra: PlaceFilter[]) =>
        (await search([...around(o, 1000), ...extra])).items.map((p) => p.id);

      expect(await ids([{ field: 'sportTypes', values: [swimming.id, tennis.id] }])).toEqual([
        pool,
        pitch,
      ]);
      expect(await ids([{ field: 'sportTypes', values: [football.id] }])).toEqual([pitch]);
      expect(await ids([{ field: 'benefits', values: ['CHILDREN'] }])).toEqual([pool, pitch]);
      expect(await ids([{ field: 'benefits', values: ['CHILDREN', 'STUDENTS'] }])).toEqual([pool]);
      expect(await ids([{ field: 'categories', values: [2, '1'] }])).toEqual([pool, pitch]);
      const page = await search([
        ...around(o, 1000),
        { field: 'sportTypes', values: [football.id] },
      ]);
      expect(page.items[0]!.sportTypes).toEqual([football, tennis]);
    });

    it('highRating and hasServices: only [true] filters', async () => {
      const o = freshOrigin();
      const top = await add({
        at: northOf(o, 100),
        ratingAvg: 4.5,
        ratingCount: 2,
        hasServices: false,
      });
      const mid = await add({
        at: northOf(o, 200),
        ratingAvg: 4.4,
        ratingCount: 5,
        hasServices: true,
      });
      const none = await add({ at: northOf(o, 300) });
      const ids = async (extra: PlaceFilter[]) =>
        (await search([...around(o, 1000), ...extra])).items.map((p) => p.id);
      expect(await ids([{ field: 'highRating', values: [true] }])).toEqual([top]);
      expect(await ids([{ field: 'highRating', values: [false] }])).toEqual([top, mid, none]);
      expect(await ids([{ field: 'hasServices', values: [true] }])).toEqual([mid]);
      const page = await search(around(o, 1000));
      expect(page.items[0]).toMatchObject({ rating: 4.5, ratingCount: 2, hasServices: false });
      expect(page.items[2]).toMatchObject({ rating: null, ratingCount: 0 });
    });

    it('query finds by name or address, case-insensitively and with a typo', async () => {
      const o = freshOrigin();
      const pool = await add({
        name: 'Бассейн Лазурит-Тест',
        address: 'Ул. Первая, 1',
        at: northOf(o, 100),
      });
      const hall = await add({
        name: 'Зал Гранит-Тест',
        address: 'Проспект Лазурный-Тест, 7',
        at: northOf(o, 200),
      });
      const ids = async (q: string) =>
        (await search([...around(o, 1000), { field: 'query', values: [q] }])).items.map(
          (p) => p.id,
        );
      expect(await ids('лазурит')).toEqual([pool]);
      expect(await ids('ЛАЗУР')).toEqual([pool, hall]);
      expect(await ids('гранит-тест')).toEqual([hall]);
      expect(await ids('Бассеин Лазурит-Тест')).toEqual([pool]);
      expect(await ids('%')).toEqual([]);
      expect(await ids('   ')).toEqual([pool, hall]);
    });

    it('pages without counting: hasMore, then the rest', async () => {
      const o = freshOrigin();
      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) ids.push(await add({ at: northOf(o, i * 100) }));
      const body = around(o, 10_000);
      const p0 = await search(body, '?page=0&size=2');
      const p1 = await search(body, '?page=1&size=2');
      const p2 = await search(body, '?page=2&size=2');
      expect([p0.hasMore, p1.hasMore, p2.hasMore]).toEqual([true, true, false]);
      expect([...p0.items, ...p1.items, ...p2.items].map((p) => p.id)).toEqual(ids);
      expect(p2).toMatchObject({ page: 2, size: 2 });
      const exact = await search(body, '?page=0&size=5');
      expect(exact.hasMore).toBe(false);
    });

    it('without a point: by name, distance null', async () => {
      const tag = `Упорядок${randomBytes(4).toString('hex')}`;
      const b = await add({ name: `${tag} Б`, at: freshOrigin() });
      const a = await add({ name: `${tag} А`, at: freshOrigin() });
      const page = await search([{ field: 'query', values: [tag] }]);
      expect(page.items.map((p) => p.id)).toEqual([a, b]);
      expect(page.items.every((p) => p.distance === null && p.favorite === false)).toBe(true);
    });

    it('garbage is a 400 with a Russian message, never a 500', async () => {
      await rejected({ field: 'sportTypes', values: [1] });
      await rejected('not json');
      await rejected('null');
      const noBody = await t.app.inject({ method: 'POST', url: '/v1/mob/places' });
      expect(noBody.statusCode).toBe(400);
      await rejected([{ field: 'colour', values: ['red'] }]);
      await rejected([{ field: 'sportTypes', values: [{ a: 1 }] }]);
      await rejected(Array.from({ length: 10_000 }, () => ({ field: 'sportTypes', values: [1] })));
      await rejected([
        { field: 'sportTypes', values: Array.from({ length: 1000 }, (_, i) => i + 1) },
      ]);
      expect(await rejected([{ field: 'sportTypes', values: ['abc'] }])).toBe(
        'Проверьте правильность заполнения полей. Поле «Виды спорта»: Ожидаются целые положительные идентификаторы',
      );
      expect(await rejected([{ field: 'sportTypes', values: [99_999_999_999] }])).toContain(
        'Поле «Виды спорта»',
      );
      await rejected([
        { field: 'latitude', values: ['север'] },
        { field: 'longitude', values: [1] },
      ]);
      await rejected([{ field: 'latitude', values: [91] }]);
      await rejected([{ field: 'latitude', values: [] }]);
      await rejected([{ field: 'radius', values: [-5] }]);
      await rejected([{ field: 'highRating', values: ['yes'] }]);
      await rejected([{ field: 'benefits', values: ['VIP'] }]);
      await rejected([{ field: 'query', values: [1] }]);
      await rejected([
        { field: 'query', values: ['a'] },
        { field: 'query', values: ['b'] },
      ]);
      await rejected([], '?page=-1');
      await rejected([], '?size=1000');
      await rejected([], '?page=x');
    });

    it('refuses a bad filter in the route schema, before the service runs', async () => {
      const service = vi.spyOn(placesService, 'getPlacesPage');
      try {
        expect(
          await rejected([
            { field: 'latitude', values: [55.7] },
            { field: 'latitude', values: [55.8] },
          ]),
        ).toBe('Проверьте правильность заполнения полей. Поле «Широта»: Указан больше одного раза');
        expect(await rejected([{ field: 'benefits', values: ['VIP'] }])).toMatch(
          /^Проверьте правильность заполнения полей\. Поле «Льготы»: Допустимые значения: CHILDREN/,
        );
        expect(await rejected([{ field: 'radius', values: [-5] }])).toContain('Поле «Расстояние»');
        expect(await rejected([{ field: 'colour', values: ['red'] }])).toContain(
          'Поле «Фильтр»: Неизвестный фильтр',
        );
        expect(service).not.toHaveBeenCalled();
        await search([{ field: 'sportTypes', values: ['1'] }]);
        expect(service).toHaveBeenCalledTimes(1);
      } finally {
        service.mockRestore();
      }
    });
  });
});
