import type { Rating, RatingInputSchema } from '@sportkarta/contract/api/places';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, PLACE_NOT_FOUND } from '../../errors';
import {
  approvedVenueExists,
  findRating,
  findRatingById,
  listRatings,
  ratingDistribution,
  saveRating,
  type RatingRow,
} from './repository';

/** Shown instead of a name when the person gave none (or deleted the account). */
export const ANONYMOUS_AUTHOR = 'Пользователь';

export interface RatingSummary {
  average: number | null;
  count: number;
  distribution: number[];
}

/** Averages are shown with at most two decimals (4.67). */
export const roundRating = (x: number | null): number | null =>
  x === null ? null : Math.round(x * 100) / 100;

/** «Анна С.»: first name and the first letter of the last name; «Пользователь» without a name. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  if (!first) return ANONYMOUS_AUTHOR;
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toRating(row: RatingRow, viewerId: string | null): Rating {
  return {
    id: row.id,
    placeId: row.complexId,
    value: row.value,
    comment: row.comment,
    authorName: authorName(row.firstName, row.lastName),
    mine: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getRatingSummary(db: Db, complexId: number): Promise<RatingSummary> {
  const distribution = await ratingDistribution(db, complexId);
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? roundRating(sum / count) : null, count, distribution };
}

/** The caller's mark of a venue (1–5) or null; a visitor has none. */
export async function myRatingValue(
  db: Db,
  complexId: number,
  userId: string | null,
): Promise<number | null> {
  if (!userId) return null;
  return (await findRating(db, complexId, userId))?.value ?? null;
}

async function requireVenue(db: Db, complexId: number): Promise<void> {
  if (!(await approvedVenueExists(db, complexId))) {
    throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  }
}

/** GET /v1/getratinglist/{id}: summary and the newest ratings. */
export async function getRatingList(db: Db, complexId: number, viewerId: string | null) {
  await requireVenue(db, complexId);
  const [summary, rows] = await Promise.all([
    getRatingSummary(db, complexId),
    listRatings(db, complexId),
  ]);
  return { summary, items: rows.map((r) => toRating(r, viewerId)) };
}

/** GET /v1/rating/{id}: only the caller's own rating. */
export async function getMyRating(db: Db, complexId: number, userId: string) {
  await requireVenue(db, complexId);
  const row = await findRating(db, complexId, userId);
  return { rating: row ? toRating(row, userId) : null };
}

/** POST /v1/rating: creates or edits the caller's rating; keyed by the caller, never by the body. */
export async function rate(
  db: Db,
  userId: string,
  input: z.output<typeof RatingInputSchema>,
): Promise<Rating> {
  const id = await saveRating(db, {
    complexId: input.placeId,
    userId,
    value: input.value,
    comment: input.comment,
  });
  if (!id) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  const row = await findRatingById(db, id);
  if (!row) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  return toRating(row, userId);
}
