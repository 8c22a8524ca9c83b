import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import {
  complexes,
  districts,
  placeFavorites,
  placeOwners,
  placeProposals,
  places,
  policyFiles,
  sportTypes,
} from '../../db/schema';

export type ComplexRow = typeof complexes.$inferSelect;
export type PlaceUnitRow = typeof places.$inferSelect;
export type OwnerRow = typeof placeOwners.$inferSelect;
export type SportTypeRow = typeof sportTypes.$inferSelect;

const approved = (id: number) => and(eq(complexes.id, id), eq(complexes.moderation, 'APPROVED'));

/** A venue anyone may see (spec §4 moderation: only APPROVED ones are public). */
export async function findApprovedComplex(db: Db, id: number): Promise<ComplexRow | undefined> {
  const [row] = await db.select().from(complexes).where(approved(id)).limit(1);
  return row;
}

export async function approvedComplexExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: complexes.id }).from(complexes).where(approved(id)).limit(1);
  return row !== undefined;
}

export function listPlaceUnits(db: Db, complexId: number): Promise<PlaceUnitRow[]> {
  return db
    .select()
    .from(places)
    .where(eq(places.complexId, complexId))
    .orderBy(asc(places.position), asc(places.id));
}

export async function findOwner(db: Db, ownerId: string): Promise<OwnerRow | undefined> {
  const [row] = await db.select().from(placeOwners).where(eq(placeOwners.id, ownerId)).limit(1);
  return row;
}

/** The owner's current policies without their bytes (the page links to them; issue 25). */
export function listPolicyRefs(db: Db, ownerId: string) {
  return db
    .select({ id: policyFiles.id, kind: policyFiles.kind, title: policyFiles.title })
    .from(policyFiles)
    .where(and(eq(policyFiles.ownerId, ownerId), isNull(policyFiles.supersededAt)));
}

export async function findPolicyFile(db: Db, ownerId: string, fileId: string) {
  const [row] = await db
    .select({ kind: policyFiles.kind, pdf: policyFiles.pdf })
    .from(policyFiles)
    .where(and(eq(policyFiles.id, fileId), eq(policyFiles.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function findDistrictName(db: Db, districtId: string | null): Promise<string | null> {
  if (!districtId) return null;
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(eq(districts.id, districtId))
    .limit(1);
  return row?.name ?? null;
}

export function listSportTypes(db: Db): Promise<SportTypeRow[]> {
  return db.select().from(sportTypes).orderBy(asc(sportTypes.sortOrder), asc(sportTypes.id));
}

export function sportTypesByIds(db: Db, ids: readonly number[]): Promise<SportTypeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sportTypes)
    .where(inArray(sportTypes.id, [...ids]))
    .orderBy(asc(sportTypes.sortOrder), asc(sportTypes.id));
}

export async function isFavorite(db: Db, userId: string, complexId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: placeFavorites.complexId })
    .from(placeFavorites)
    .where(and(eq(placeFavorites.userId, userId), eq(placeFavorites.complexId, complexId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Toggles in one statement: removes the favourite if it is there, otherwise adds it. Answers
 * whether the venue is a favourite afterwards.
 */
export async function toggleFavorite(db: Db, userId: string, complexId: number): Promise<boolean> {
  // raw SQL: a writing CTE deletes or inserts in one statement
  const rows = await queryRows(
    db,
    sql`with removed as (
        delete from place_favorites where user_id = ${userId}::uuid and complex_id = ${complexId}
        returning 1)
      insert into place_favorites (user_id, complex_id)
      select ${userId}::uuid, ${complexId} where not exists (select 1 from removed)
      on conflict do nothing
      returning 1 as added`,
    z.object({ added: z.number() }),
  );
  return rows.length > 0;
}

export interface ProposalFields {
  name: string;
  address: string;
  lat: number | null;
  lon: number | null;
  sportTypeIds: number[];
  comment: string;
  contact: string;
  createdAt: Date;
}

export async function insertProposal(
  db: Db,
  userId: string,
  fields: ProposalFields,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(placeProposals)
    .values({ userId, status: 'NEW', ...fields })
    .returning({ id: placeProposals.id });
  if (!row) throw new Error('proposal insert returned nothing');
  return row;
}

/** Which of these venues the person has in favourites (one indexed query for a list page). */
export async function favoriteIdsAmong(
  db: Db,
  userId: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: placeFavorites.complexId })
    .from(placeFavorites)
    .where(and(eq(placeFavorites.userId, userId), inArray(placeFavorites.complexId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Copies one person's favourite venues to another (a demo copy), added `now`. */
export async function copyFavorites(
  db: Db,
  fromId: string,
  toId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into place_favorites (user_id, complex_id, created_at)
    select ${toId}, complex_id, ${now} from place_favorites where user_id = ${fromId}`);
}
