import type { PlaceBenefit } from '@sportkarta/contract/api/places';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../src/db/client';
import { complexes, placeOwners, sportTypes } from '../src/db/schema';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Own fixtures for the discovery tests (map, events): the apps are built with
// SEED_DEMO_DATA=false, so the only venues are the ones a test inserts.

/** Env for createTestApp: no demo data, and the map's venue index re-checked on every request. */
export const DISCOVERY_TEST_ENV = { SEED_DEMO_DATA: 'false', MAP_INDEX_TTL_SECONDS: '0' };

/**
 * `body` once per available engine (PGlite, and PostgreSQL when it answers), against one app
 * built with DISCOVERY_TEST_ENV for the whole block; `t.app` is that app inside the tests.
 */
export function describeDiscovery(
  title: string,
  body: (t: { readonly app: TestApp['app'] }) => void,
): void {
  describe.each(ENGINES)(`${title} ($name)`, (engine) => {
    describe.skipIf(!engine.available)(engineTitle(engine), () => {
      let running: TestApp | undefined;
      beforeAll(async () => {
        running = await createTestApp(engine.name, { env: DISCOVERY_TEST_ENV });
        await running.app.ready();
      });
      afterAll(async () => {
        await running?.cleanup();
      });
      body({
        get app() {
          if (!running) throw new Error('the test app is not built yet');
          return running.app;
        },
      });
    });
  });
}

export interface VenueFixture {
  name: string;
  lat: number;
  lon: number;
  sportTypeIds?: number[];
  categoryIds?: number[];
  moderation?: 'NEW' | 'APPROVED' | 'DISMISSED' | 'ARCHIVE';
  address?: string;
  ratingAvg?: number;
  hasServices?: boolean;
  benefits?: PlaceBenefit[];
}

const owners = new WeakMap<Db, string>();

async function ensureOwner(db: Db): Promise<string> {
  const known = owners.get(db);
  if (known) return known;
  const [owner] = await db
    .insert(placeOwners)
    .values({ name: 'ООО «Тест»', inn: '7700000000' })
    .returning({ id: placeOwners.id });
  owners.set(db, owner!.id);
  return owner!.id;
}

export async function insertVenues(db: Db, venues: VenueFixture[]): Promise<number[]> {
  const owner = await ensureOwner(db);
  const rows = await db
    .insert(complexes)
    .values(
      venues.map((v) => ({
        ownerId: owner,
        name: v.name,
        placeName: v.name,
        address: v.address ?? `Москва, ${v.name}`,
        lat: v.lat,
        lon: v.lon,
        sportTypeIds: v.sportTypeIds ?? [],
        categoryIds: v.categoryIds ?? [],
        moderation: v.moderation ?? 'APPROVED',
        ratingAvg: v.ratingAvg ?? null,
        hasServices: v.hasServices ?? false,
        benefits: v.benefits ?? [],
      })),
    )
    .returning({ id: complexes.id });
  return rows.map((r) => r.id);
}

export async function insertSportTypes(
  db: Db,
  types: { id: number; name: string }[],
): Promise<void> {
  await db
    .insert(sportTypes)
    .values(types.map((t, i) => ({ ...t, sortOrder: i })))
    .onConflictDoNothing();
}

/** Metres → degrees of longitude at a latitude (for hand-computed distances). */
export function metresToLonDeg(m: number, lat: number): number {
  return m / ((Math.PI / 180) * 6_371_008.8 * Math.cos((lat * Math.PI) / 180));
}
