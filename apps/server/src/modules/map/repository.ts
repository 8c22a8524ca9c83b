import type { Photo, SportType } from '@sportkarta/contract/api/places';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complexes, sportTypes, venueIndexVersion } from '../../db/schema';
import type { VenueRow } from './venue-index';

const APPROVED = eq(complexes.moderation, 'APPROVED');

/**
 * Every approved venue (spec §4: only APPROVED are shown) with what the map and a list card
 * need. Equal texts are shared (the synthetic and real catalogues repeat place names and
 * photos), which keeps the index about half the size at 1M venues.
 */
export async function loadApprovedVenues(db: Db): Promise<VenueRow[]> {
  const rows = await db
    .select({
      id: complexes.id,
      lat: complexes.lat,
      lon: complexes.lon,
      sportTypeIds: complexes.sportTypeIds,
      categoryIds: complexes.categoryIds,
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
    .where(APPROVED);
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
  return rows.map((r) => {
    const key = r.benefits.join(',');
    let benefits = lists.get(key);
    if (!benefits) lists.set(key, (benefits = r.benefits));
    return {
      id: r.id,
      lat: r.lat,
      lon: r.lon,
      sportTypeIds: r.sportTypeIds,
      categoryIds: r.categoryIds,
      info: {
        name: r.name,
        placeName: share(r.placeName),
        address: share(r.address),
        photo: photoOf(r.photo),
        benefits,
        hasServices: r.hasServices,
        ratingAvg: r.ratingAvg,
        ratingCount: r.ratingCount,
      },
    };
  });
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
