import { MapViewSchema } from '@sportkarta/contract/api/map';
import {
  PlaceDetailSchema,
  PlacesPageSchema,
  type PlaceFilter,
} from '@sportkarta/contract/api/places';
import type { LatLon } from '@sportkarta/contract/config/map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_TEST_ENV } from './map-fixtures';
import {
  createComplex,
  createOwner,
  eastOf,
  freshOrigin,
  northOf,
  type ComplexFixture,
} from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 28: accessibility a venue declares, shown on its page and filtered by in the list (the
// index's nearest-first path and the SQL path) and on the map — the same venues everywhere.

const around = (o: LatLon, radius: number): PlaceFilter[] => [
  { field: 'latitude', values: [o.lat] },
  { field: 'longitude', values: [o.lon] },
  { field: 'radius', values: [radius] },
];

describe.each(ENGINES)('places accessibility ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let ownerId: string;
    beforeAll(async () => {
      // MAP_INDEX_TTL_SECONDS=0: the venue index sees each test's new venues at once.
      t = await createTestApp(engine.name, { env: DISCOVERY_TEST_ENV });
      await t.app.ready();
      ownerId = (await createOwner(t.app)).id;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const add = (f: ComplexFixture) => createComplex(t.app, ownerId, f);
    const list = async (body: PlaceFilter[]): Promise<number[]> => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/mob/places', payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return PlacesPageSchema.parse(res.json()).items.map((p) => p.id);
    };
    const map = async (o: LatLon, query: string): Promise<number[]> => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/places/map?bbox=${boxAround(o)}&zoom=18${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return MapViewSchema.parse(res.json())
        .points.map((p) => p.id)
        .sort((a, b) => a - b);
    };
    // 500 m each way, in metres: a box in degrees outgrows the map's largest view at zoom 18 near
    // the poles, and freshOrigin's latitude depends on the suites that ran before in the worker.
    const boxAround = (o: LatLon): string => {
      const [south, north] = [northOf(o, -500).lat, northOf(o, 500).lat];
      const [west, east] = [eastOf(o, -500).lon, eastOf(o, 500).lon];
      return [west, south, east, north].join(',');
    };
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    it('a venue matches when it declares ALL the chosen features: list (index and SQL) and map agree', async () => {
      const o = freshOrigin();
      const tag = `Пандус ${o.lat}`;
      const full = await add({
        name: `${tag} А`,
        at: northOf(o, 100),
        accessibility: ['STEP_FREE_ENTRANCE', 'LIFT', 'ACCESSIBLE_TOILET'],
        benefits: ['DISABLED'],
      });
      const entrance = await add({
        name: `${tag} Б`,
        at: northOf(o, 200),
        accessibility: ['STEP_FREE_ENTRANCE'],
      });
      await add({ name: `${tag} В`, at: northOf(o, 300) });
      const cases: [PlaceFilter['values'], number[]][] = [
        [['STEP_FREE_ENTRANCE'], [full, entrance]],
        [['LIFT', 'STEP_FREE_ENTRANCE'], [full]],
        [['HEARING_LOOP'], []],
      ];
      for (const [values, expected] of cases) {
        const f: PlaceFilter = { field: 'accessibility', values };
        // Nearest first from the in-memory index.
        expect(await list([...around(o, 1000), f])).toEqual(expected);
        // By name, in SQL (a search text always goes to PostgreSQL).
        expect(await list([f, { field: 'query', values: [tag] }])).toEqual(expected);
        // The map, from the same index and matcher.
        expect(await map(o, `&accessibility=${values.join(',')}`)).toEqual(sorted(expected));
      }
      // With the other filters, as one more condition.
      const both: PlaceFilter[] = [
        { field: 'accessibility', values: ['STEP_FREE_ENTRANCE'] },
        { field: 'benefits', values: ['DISABLED'] },
      ];
      expect(await list([...around(o, 1000), ...both])).toEqual([full]);
      expect(await map(o, '&accessibility=STEP_FREE_ENTRANCE&benefits=DISABLED')).toEqual([full]);
      // No accessibility filter: every venue.
      expect(await list(around(o, 1000))).toHaveLength(3);
      expect(await map(o, '')).toHaveLength(3);
    });

    it('the venue page lists what it declares in display order, an unknown code left out', async () => {
      const o = freshOrigin();
      const id = await add({
        at: o,
        accessibility: ['TACTILE_GUIDANCE', 'SOMETHING_NEW', 'STEP_FREE_ENTRANCE'],
      });
      const none = await add({ at: northOf(o, 50) });
      const detail = async (venue: number) => {
        const res = await t.app.inject({ method: 'GET', url: `/v1/mob/public/place/${venue}` });
        expect(res.statusCode, res.body).toBe(200);
        return PlaceDetailSchema.parse(res.json()).accessibility;
      };
      expect(await detail(id)).toEqual(['STEP_FREE_ENTRANCE', 'TACTILE_GUIDANCE']);
      expect(await detail(none)).toEqual([]);
      // The unknown code does not hide the venue from a filter on a known one.
      const f: PlaceFilter = { field: 'accessibility', values: ['TACTILE_GUIDANCE'] };
      expect(await list([...around(o, 100), f])).toEqual([id]);
      expect(await map(o, '&accessibility=TACTILE_GUIDANCE')).toEqual([id]);
    });

    it('a wrong feature is a 400 with a Russian message, on the list and on the map', async () => {
      for (const values of [['lift'], [1], [null], ['LIFT', 'ELEVATOR']]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/mob/places',
          payload: [{ field: 'accessibility', values }],
        });
        expect(res.statusCode, res.body).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(
          /^Проверьте правильность заполнения полей\. Поле «Доступная среда»: Допустимые значения: STEP_FREE_ENTRANCE/,
        );
      }
      const o = freshOrigin();
      for (const bad of ['lift', 'LIFT,,POOL_HOIST', 'LIFT,ELEVATOR', '']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/mob/places/map?bbox=${boxAround(o)}&zoom=18&accessibility=${encodeURIComponent(bad)}`,
        });
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(/Доступная среда/);
      }
    });
  });
});
