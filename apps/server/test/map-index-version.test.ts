import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complexes, rateLimits, sportTypes } from '../src/db/schema';
import { approvedVenuesSignature } from '../src/modules/map/repository';
import { DISCOVERY_TEST_ENV, insertVenues } from './map-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// The venue index's version (migration 0006): statement triggers raise it with every change
// to venues or sport types, so a process checks one row instead of scanning every venue.

describe.each(ENGINES)('venue index version ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name, { env: DISCOVERY_TEST_ENV });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const version = () => approvedVenuesSignature(t.app.db);

    it('changes with venues added, edited, rated or removed and with the sport types', async () => {
      const seen = [await version()];
      const expectChanged = async () => {
        const now = await version();
        expect(seen).not.toContain(now);
        seen.push(now);
      };
      const [id] = await insertVenues(t.app.db, [
        { name: 'Бассейн «Версия»', lat: 55.8, lon: 37.6 },
      ]);
      await expectChanged();
      await t.app.db
        .update(complexes)
        .set({ name: 'Бассейн «Версия 2»' })
        .where(eq(complexes.id, id!));
      await expectChanged();
      await t.app.db
        .update(complexes)
        .set({ ratingCount: 1, ratingAvg: 5 })
        .where(eq(complexes.id, id!));
      await expectChanged();
      await t.app.db.update(sportTypes).set({ name: 'Плавание' }).where(eq(sportTypes.id, 1));
      await expectChanged();
      await t.app.db.delete(complexes).where(eq(complexes.id, id!));
      await expectChanged();
    });

    it('stays when nothing the index holds changed', async () => {
      const before = await version();
      await t.app.db.insert(rateLimits).values({ key: 'version-test', windowStart: 1, count: 1 });
      expect(await version()).toBe(before);
    });

    it('a change rolled back leaves it as it was', async () => {
      const before = await version();
      await expect(
        t.app.db.transaction(async (tx) => {
          await tx.update(complexes).set({ name: 'Откат' }).where(eq(complexes.id, -1));
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await version()).toBe(before);
    });
  });
});
