import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { notifications } from '../../db/schema';

// Issue 14: the notifications themselves (the in-app list). Push subscriptions and the outbox
// are in push-repository.ts.

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string | null;
  createdAt: Date;
}

/** Inserts one; with a `dedupeKey` already used for this person, nothing (returns false). */
export async function insertNotification(db: Db, row: NewNotification): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return inserted.length > 0;
}

/** Unread first, then newest first. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(
      sql`${notifications.viewedAt} is not null`,
      desc(notifications.createdAt),
      desc(notifications.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function countNotifications(
  db: Db,
  userId: string,
): Promise<{ total: number; unread: number }> {
  // raw SQL: both counts in one pass with `count(*) filter (where …)`
  const rows = await queryRows(
    db,
    sql`select count(*)::int as total, count(*) filter (where viewed_at is null)::int as unread
          from notifications where user_id = ${userId}`,
    z.object({ total: z.number(), unread: z.number() }),
  );
  return rows[0] ?? { total: 0, unread: 0 };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)));
  return rows[0]?.n ?? 0;
}

/** Marks the person's own ones among `ids` viewed; anyone else's ids change nothing. */
export async function markViewed(db: Db, userId: string, ids: string[], now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ viewedAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, ids),
        isNull(notifications.viewedAt),
      ),
    );
}
