import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { complexes, rateLimits, sportTypes } from '../src/db/schema';
import {
  approvedVenueBatches,
  approvedVenuesSignature,
} from '../src/modules/venue-index/repository';
import { buildVenueIndex, type VenueRow } from '../src/modules/venue-index/venue-index';
import { describeDiscovery, insertVenues } from './map-fixtures';

// The venue index's version (migration 0006): statement triggers raise it with every change
// to venues or sport types, so a process checks one row instead of scanning every venue.

describeDiscovery('venue index version', (t) => {
  const version = () => approvedVenuesSignature(t.app.db);

  it('changes with venues added, edited, rated or removed and with the sport types', async () => {
    const seen = [await version()];
    const expectChanged = async () => {
      const now = await version();
      expect(seen).not.toContain(now);
      seen.push(now);
    };
    const [id] = await insertVenues(t.app.db, [{ name: 'Бассейн «Версия»', lat: 55.8, lon: 37.6 }]);
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

  it('loads the approved venues in batches by id, each once, as one query would', async () => {
    await insertVenues(
      t.app.db,
      Array.from({ length: 23 }, (_, k) => ({
        name: `Площадка ${k}`,
        lat: 55.7 + k / 1000,
        lon: 37.6,
        sportTypeIds: [1 + (k % 3)],
      })),
    );
    await insertVenues(t.app.db, [
      { name: 'На модерации', lat: 55.7, lon: 37.6, moderation: 'NEW' },
    ]);
    const approved = await t.app.db
      .select({ id: complexes.id })
      .from(complexes)
      .where(eq(complexes.moderation, 'APPROVED'))
      .orderBy(complexes.id);
    const load = async (batch: number) => {
      const batches: VenueRow[][] = [];
      for await (const rows of approvedVenueBatches(t.app.db, batch)) batches.push(rows);
      return batches;
    };
    const byFive = await load(5);
    const n = approved.length;
    expect(byFive.map((b) => b.length)).toEqual(
      Array.from({ length: Math.ceil(n / 5) }, (_, k) => Math.min(5, n - 5 * k)),
    );
    expect(byFive.flat().map((r) => r.id)).toEqual(approved.map((r) => r.id));
    // Exactly one full batch: the empty page after it ends the load, nothing repeats.
    expect((await load(n)).map((b) => b.length)).toEqual([n]);
    const [whole] = await load(n + 1000);
    expect(buildVenueIndex(byFive.flat())).toEqual(buildVenueIndex(whole!));
  });
});
