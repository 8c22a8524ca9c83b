import type { Photo, SportType } from '@sportkarta/contract/api/places';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complexes, sportTypes, venueIndexVersion } from '../../db/schema';
import { accessMask, type VenueRow } from './venue-index';

const APPROVED = eq(complexes.moderation, 'APPROVED');

/** Venues per query when loading the index: the row objects of one batch are alive at a time. */
export const VENUE_BATCH = 20_000;

/**
 * Every approved venue (spec §4: only APPROVED are shown) with what the map and a list card
 * need, in batches by id (keyset pages over the primary key). Equal place names, photos and
 * benefit lists are shared across batches (the synthetic and real catalogues repeat them).
 */
export async function* approvedVenueBatches(
  db: Db,
  batch: number = VENUE_BATCH,
): AsyncGenerator<VenueRow[]> {
  const texts = new Map<string, string>();
  const photos = new Map<string, Photo>();
  const lists = new Map<string, string[]>();
  const share = (t: string) => texts.get(t) ?? (texts.set(t, t), t);
  const photoOf = (json: string | null): Photo | null => {
    if (json === null) return null;
    let p = photos.get(json);
    if (!p) photos.set(json, (p = JSON.parse(json) as Photo));
    return p;
  };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: complexes.id,
        lat: complexes.lat,
        lon: complexes.lon,
        sportTypeIds: complexes.sportTypeIds,
        categoryIds: complexes.categoryIds,
        accessibility: complexes.accessibility,
        name: complexes.name,
        placeName: complexes.placeName,
        address: complexes.address,
        photo: sql<string | null>`(${complexes.photos} -> 0)::text`,
        benefits: complexes.benefits,
        hasServices: complexes.hasServices,
        ratingAvg: complexes.ratingAvg,
        ratingCount: complexes.ratingCount,
      })
      .from(complexes)
      .where(and(APPROVED, gt(complexes.id, after)))
      .orderBy(asc(complexes.id))
      .limit(batch);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((r) => {
      const key = r.benefits.join(',');
      let benefits = lists.get(key);
      if (!benefits) lists.set(key, (benefits = r.benefits));
      return {
        id: r.id,
        lat: r.lat,
        lon: r.lon,
        sportTypeIds: r.sportTypeIds,
        categoryIds: r.categoryIds,
        access: accessMask(r.accessibility),
        info: {
          name: r.name,
          placeName: share(r.placeName),
          address: r.address,
          photo: photoOf(r.photo),
          benefits,
          hasServices: r.hasServices,
          ratingAvg: r.ratingAvg,
          ratingCount: r.ratingCount,
        },
      };
    });
    if (rows.length < batch) return;
  }
}

/** The sport type dictionary in display order (spec §7.2), kept with the index. */
export async function loadSportTypeDictionary(db: Db): Promise<SportType[]> {
  return db
    .select({ id: sportTypes.id, name: sportTypes.name })
    .from(sportTypes)
    .orderBy(asc(sportTypes.sortOrder), asc(sportTypes.id));
}

/**
 * What the index holds, as a version: statement triggers raise it with every change to the
 * venues or the sport type dictionary (migration 0006), so checking it is one row, not a scan
 * of every approved venue.
 */
export async function approvedVenuesSignature(db: Db): Promise<string> {
  const [row] = await db
    .select({ version: venueIndexVersion.version })
    .from(venueIndexVersion)
    .where(eq(venueIndexVersion.id, 1));
  return String(row?.version ?? 0);
}
