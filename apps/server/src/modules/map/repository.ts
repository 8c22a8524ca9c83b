import type { Photo, SportType } from '@sportkarta/contract/api/places';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { complexes, sportTypes } from '../../db/schema';
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
 * A cheap fingerprint of what the index holds: it changes when a venue is added, removed,
 * approved or archived (count, sum of ids), edited (updated_at) or rated (the sums of rating
 * counts and of average × count, i.e. of all marks), or when the sport type dictionary changes.
 * One aggregate scan, no rows shipped.
 */
export async function approvedVenuesSignature(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string | null; s: string | null }>(
    db,
    sql`select (select count(*)::text || ':' || coalesce(sum(${complexes.id}), 0)::text || ':'
                 || coalesce(max(${complexes.updatedAt})::text, '') || ':'
                 || coalesce(sum(${complexes.ratingCount}), 0)::text || ':'
                 || coalesce(sum(${complexes.ratingAvg}::float8 * ${complexes.ratingCount}), 0)::text
               from ${complexes} where ${APPROVED}) as v,
               (select md5(coalesce(string_agg(${sportTypes.id}::text || '=' || ${sportTypes.name}
                 || '@' || ${sportTypes.sortOrder}::text, ',' order by ${sportTypes.id}), ''))
               from ${sportTypes}) as s`,
  );
  return `${row?.v ?? ''}|${row?.s ?? ''}`;
}
