import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complexes, ratings, users } from '../../db/schema';

/** A rating with its author's names (for «Анна С.»). */
export interface RatingRow {
  id: string;
  complexId: number;
  userId: string;
  value: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
}

/** Only a venue that passed moderation (spec §4: only APPROVED are shown) can be rated. */
export async function approvedVenueExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complexes.id })
    .from(complexes)
    .where(and(eq(complexes.id, id), eq(complexes.moderation, 'APPROVED')))
    .limit(1);
  return row !== undefined;
}

/** Ratings shown under a venue: the newest (last edited) first. */
export const RATING_LIST_LIMIT = 50;

const withAuthor = {
  id: ratings.id,
  complexId: ratings.complexId,
  userId: ratings.userId,
  value: ratings.value,
  comment: ratings.comment,
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function listRatings(db: Db, complexId: number): Promise<RatingRow[]> {
  return db
    .select(withAuthor)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.complexId, complexId))
    .orderBy(desc(ratings.updatedAt), desc(ratings.id))
    .limit(RATING_LIST_LIMIT);
}

export async function findRating(
  db: Db,
  complexId: number,
  userId: string,
): Promise<RatingRow | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(and(eq(ratings.complexId, complexId), eq(ratings.userId, userId)))
    .limit(1);
  return row;
}

/** How many people gave each mark: index 0 is «1», index 4 is «5». */
export async function ratingDistribution(db: Db, complexId: number): Promise<number[]> {
  const rows = await db
    .select({ value: ratings.value, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(eq(ratings.complexId, complexId))
    .groupBy(ratings.value);
  const distribution = [0, 0, 0, 0, 0];
  for (const r of rows) distribution[r.value - 1] = Number(r.count);
  return distribution;
}

export interface RatingWrite {
  complexId: number;
  userId: string;
  value: number;
  comment: string;
}

/**
 * One rating per person per venue: a second POST edits the first. The venue row is locked
 * first, so two people rating at once cannot each recompute the average without the other's
 * mark; the average and count change in the same transaction as the rating. Answers null when
 * the venue is not an approved one.
 */
export async function saveRating(db: Db, w: RatingWrite): Promise<string | null> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: complexes.id })
      .from(complexes)
      .where(and(eq(complexes.id, w.complexId), eq(complexes.moderation, 'APPROVED')))
      .for('update');
    if (locked.length === 0) return null;
    const [saved] = await tx
      .insert(ratings)
      .values({ complexId: w.complexId, userId: w.userId, value: w.value, comment: w.comment })
      .onConflictDoUpdate({
        target: [ratings.complexId, ratings.userId],
        set: { value: w.value, comment: w.comment, updatedAt: sql`now()` },
      })
      .returning({ id: ratings.id });
    if (!saved) throw new Error('rating upsert returned nothing');
    await tx
      .update(complexes)
      .set({
        ratingAvg: sql`(select avg(value)::real from ratings where complex_id = ${w.complexId})`,
        ratingCount: sql`(select count(*)::int from ratings where complex_id = ${w.complexId})`,
      })
      .where(eq(complexes.id, w.complexId));
    return saved.id;
  });
}

export async function findRatingById(db: Db, id: string): Promise<RatingRow | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.id, id))
    .limit(1);
  return row;
}
