import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/**
 * An accepted friendship (issue 14), one row per direction (a→b and b→a), so "my friends" and
 * "are these two friends" are each one primary-key lookup. Written and removed in pairs, in one
 * transaction, by the friends module; user events read it for their friends-only audience.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** From the app's clock (docs/testing.md). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_friend_idx').on(t.friendId),
    check('friendships_not_self_check', sql`${t.userId} <> ${t.friendId}`),
  ],
);
