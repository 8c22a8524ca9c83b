import type { PlaceBenefit, PlacesPage } from '@sportkarta/contract/api/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complexes, placeFavorites } from '../src/db/schema';
import { toPlaceSearch, type PlaceSearch } from '../src/modules/places/filters';
import { guestPageFromIndex, placesPageFromIndex } from '../src/modules/places/list-fast';
import {
  approvedVenueBatches,
  approvedVenuesSignature,
  loadSportTypeDictionary,
} from '../src/modules/venue-index/repository';
import { VenueIndexStore } from '../src/modules/venue-index/store';
import { getPlacesPageSql } from '../src/modules/places/service';
import { signIn } from './accounts-helpers';
import { createOwner, ensureSportTypes, freshOrigin, TEST_SPORTS } from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// The list's in-memory path (list-fast.ts) and its SQL path (search-repository.ts) must give the
// same page for the same filters: a few hundred random venues, many filter combinations.

const SPORTS = Object.values(TEST_SPORTS).map((s) => s.id);
const BENEFITS: PlaceBenefit[] = ['CHILDREN', 'STUDENTS', 'PENSIONERS'];

describe.each(ENGINES)('places list: index vs SQL ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const origin = freshOrigin();
    let userId = '';
    let venueIds: number[] = [];

    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
      await ensureSportTypes(t.app);
      const owner = await createOwner(t.app);
      let seed = 7;
      const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const pickSome = <T>(xs: readonly T[]) => xs.filter(() => rnd() < 0.4);
      const rows = Array.from({ length: 300 }, (_, i) => ({
        ownerId: owner.id,
        name: `Площадка ${i}`,
        placeName: i % 2 ? 'Бассейн' : 'Зал',
        address: `Тестовая улица, ${i}`,
        lat: origin.lat + (rnd() - 0.5) * 0.4,
        lon: origin.lon + (rnd() - 0.5) * 0.6,
        sportTypeIds: pickSome(SPORTS),
        categoryIds: pickSome([1, 2, 3]),
        benefits: pickSome(BENEFITS),
        hasServices: rnd() < 0.5,
        ratingAvg: rnd() < 0.6 ? Math.round((3 + rnd() * 2) * 100) / 100 : null,
        ratingCount: Math.floor(rnd() * 20),
        photos: i % 3 ? [{ url: `/media/places/p${i}.svg`, alt: 'Фото' }] : [],
      }));
      venueIds = (
        await t.app.db.insert(complexes).values(rows).returning({ id: complexes.id })
      ).map((r) => r.id);
      userId = (await signIn(t.app)).user.id;
      await t.app.db
        .insert(placeFavorites)
        .values(venueIds.filter((_, i) => i % 4 === 0).map((id) => ({ userId, complexId: id })));
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const search = (over: Partial<PlaceSearch>): PlaceSearch => ({
      ...toPlaceSearch([]),
      origin,
      ...over,
    });
    // Distances are rounded to 0.1 m by both; PostgreSQL's and V8's sin/asin may differ in the
    // last bit, which can move a rounding by 0.1 m.
    const comparable = (p: PlacesPage) => ({
      ...p,
      items: p.items.map((i) => ({ ...i, distance: Math.round(i.distance ?? -1) })),
    });

    const cases: Partial<PlaceSearch>[] = [
      {},
      { radius: 5000 },
      { radius: 15_000, sportTypes: [SPORTS[0]!] },
      { sportTypes: [SPORTS[1]!, SPORTS[2]!], categories: [2] },
      { benefits: ['CHILDREN', 'STUDENTS'] },
      { highRating: true, radius: 20_000 },
      { hasServices: true, sportTypes: [SPORTS[2]!] },
      { radius: 1, sportTypes: [SPORTS[0]!] },
    ];

    it.each(cases.map((c, i) => [i, c] as const))('case %i gives the same pages', async (_, c) => {
      const store = t.app.venueIndex;
      // The route's promise-free guest path reads an index kept with a ttl (the app's in tests
      // has none, so every read sees the last write): the same bytes as the awaited path.
      const db = t.app.db;
      const kept = new VenueIndexStore(
        {
          batches: () => approvedVenueBatches(db),
          signature: () => approvedVenuesSignature(db),
          sportTypes: () => loadSportTypeDictionary(db),
        },
        60_000,
        (err) => {
          throw err;
        },
      );
      expect(kept.peek()).toBeUndefined();
      await kept.get();
      let compared = 0;
      for (const [page, size] of [
        [0, 20],
        [1, 20],
        [3, 7],
      ] as const) {
        for (const user of [null, userId]) {
          const s = search(c);
          // The bytes the route sends, parsed as they are (no schema stripping extra keys).
          const bytes = await placesPageFromIndex(t.app.db, store, s, page, size, user);
          const fast = JSON.parse(bytes.toString()) as PlacesPage;
          if (user === null) expect(guestPageFromIndex(kept, s, page, size)).toEqual(bytes);
          const slow = await getPlacesPageSql(t.app.db, s, page, size, user);
          compared += slow.items.length;
          expect(comparable(fast), JSON.stringify({ c, page, size, user })).toEqual(
            comparable(slow),
          );
        }
      }
      // Only the 1 m circle is meant to be empty; elsewhere real pages were compared.
      if (c.radius !== 1) expect(compared).toBeGreaterThan(0);
    });
  });
});
