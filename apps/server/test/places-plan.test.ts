import { PlacesRequestSchema, type PlaceFilter } from '@sportkarta/contract/api/places';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { toPlaceSearch } from '../src/modules/places/filters';
import { KNN_SETTINGS, pageQuery } from '../src/modules/places/search-repository';
import { createOwner } from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Guards the performance design of POST /v1/mob/places (search-repository.ts): with a point,
// the page must come from a nearest-first walk of the GiST index that stops at the page's end,
// never from sorting every venue in the radius (which grows with the table).

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Order By'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** The main path of the plan: per-row subplans (sport names, favourite flag) left out. */
function nodes(n: PlanNode): PlanNode[] {
  const children = (n.Plans ?? []).filter((c) => c['Parent Relationship'] !== 'SubPlan');
  return [n, ...children.flatMap(nodes)];
}

const CENTRE = { lat: 61, lon: 101 };
const SYNTHETIC = 20_000;

describe.each(ENGINES)('places query plan ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
      const owner = await createOwner(t.app);
      // A dense synthetic city (0.4° × 0.8°) around a point of its own.
      await t.app.db.execute(sql`insert into complexes
          (owner_id, name, place_name, address, lat, lon, sport_type_ids)
        select ${owner.id}::uuid, 'Синтетика ' || g, 'Зал', 'Улица ' || g,
          ${CENTRE.lat}::float8 - 0.2 + random() * 0.4, ${CENTRE.lon}::float8 - 0.4 + random() * 0.8,
          array[1 + g % 30]
        from generate_series(1, ${SYNTHETIC}) g`);
      await t.app.db.execute(sql`analyze complexes`);
    }, 120_000);
    afterAll(async () => {
      await t?.cleanup();
    });

    const planOf = async (filters: PlaceFilter[]): Promise<PlanNode[]> => {
      const search = toPlaceSearch(PlacesRequestSchema.parse(filters));
      const query = pageQuery(search, { page: 0, size: 20 }, null);
      const rows = await t.app.db.transaction(async (tx) => {
        // As searchPlaces does: the settings apply to a point without a search text.
        if (!search.query) await tx.execute(KNN_SETTINGS);
        return queryRows(
          tx,
          sql`explain (format json) ${query}`,
          z.record(z.string(), z.unknown()),
        );
      });
      const raw = Object.values(rows[0] ?? {})[0];
      const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return nodes(json[0]!.Plan);
    };

    it.each([
      [
        '10 km and one sport',
        [
          { field: 'radius', values: [10_000] },
          { field: 'sportTypes', values: [5] },
        ],
      ],
      ['a point only', []],
    ] as [string, PlaceFilter[]][])('%s: KNN index scan, no sort', async (_name, extra) => {
      const plan = await planOf([
        { field: 'latitude', values: [CENTRE.lat] },
        { field: 'longitude', values: [CENTRE.lon] },
        ...extra,
      ]);
      const scan = plan.find((n) => n['Index Name'] === 'complexes_earth_idx');
      expect(scan?.['Node Type']).toBe('Index Scan');
      expect(scan?.['Order By']).toContain('<->');
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(plan.map((n) => n['Node Type'])).not.toContain('Bitmap Heap Scan');
    });

    it('a search text is matched first and only its hits are sorted by distance', async () => {
      const plan = await planOf([
        { field: 'latitude', values: [CENTRE.lat] },
        { field: 'longitude', values: [CENTRE.lon] },
        { field: 'query', values: ['Лазурит'] },
      ]);
      expect(plan.some((n) => n['Order By'] !== undefined)).toBe(false);
      expect(plan.map((n) => n['Node Type'])).toContain('Sort');
    });
  });
});
