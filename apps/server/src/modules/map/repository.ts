import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { complexes } from '../../db/schema';
import type { VenueRow } from './venue-index';

const APPROVED = eq(complexes.moderation, 'APPROVED');

/** Every approved venue's coordinates and filter arrays (spec §4: only APPROVED are shown). */
export async function loadApprovedVenues(db: Db): Promise<VenueRow[]> {
  return db
    .select({
      id: complexes.id,
      lat: complexes.lat,
      lon: complexes.lon,
      sportTypeIds: complexes.sportTypeIds,
      categoryIds: complexes.categoryIds,
    })
    .from(complexes)
    .where(APPROVED);
}

/**
 * A cheap fingerprint of the approved set: it changes when a venue is added, removed, approved
 * or archived (count, sum of ids) or edited (updated_at). One aggregate scan, no rows shipped.
 */
export async function approvedVenuesSignature(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: string | number; s: string | null; u: string | null }>(
    db,
    sql`select count(*)::text as n, sum(${complexes.id})::text as s,
               max(${complexes.updatedAt})::text as u
          from ${complexes} where ${APPROVED}`,
  );
  return `${String(row?.n)}:${row?.s ?? ''}:${row?.u ?? ''}`;
}

/** Names of the venues shown as single points (approved ones only). */
export async function venueNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: complexes.id, name: complexes.name })
    .from(complexes)
    .where(and(inArray(complexes.id, [...ids]), APPROVED));
  return new Map(rows.map((r) => [r.id, r.name]));
}
