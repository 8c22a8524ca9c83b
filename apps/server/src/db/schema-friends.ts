import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/** What a friend request is now (issue 14); only PENDING ones are shown and acted on. */
export const FRIEND_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;

/**
 * A friend request from one person to another, kept after it is answered: the latest request
 * between two people decides whether the sender may ask again (a DECLINED one blocks its sender
 * until the decliner makes a move; docs/api-friends.md). At most one PENDING request per pair,
 * whichever way it goes (the unique index on the unordered pair), so two simultaneous sends
 * never make two.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    /** How the sender found the receiver: INVITE (link or QR code) or PHONE. */
    via: text('via').notNull(),
    /** From the app's clock (docs/testing.md): the daily sending limit counts by it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_requests_pending_pair_key')
      .on(sql`least(${t.fromUserId}, ${t.toUserId})`, sql`greatest(${t.fromUserId}, ${t.toUserId})`)
      .where(sql`${t.status} = 'PENDING'`),
    index('friend_requests_to_idx').on(t.toUserId, t.status),
    index('friend_requests_from_idx').on(t.fromUserId, t.createdAt),
    check('friend_requests_not_self_check', sql`${t.fromUserId} <> ${t.toUserId}`),
    check(
      'friend_requests_status_check',
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`,
    ),
    check('friend_requests_via_check', sql`${t.via} in ('INVITE', 'PHONE')`),
  ],
);

/**
 * A person's ways of being found (issue 14): their invite code (random, unguessable, replaced
 * on request, which kills the old link) and whether their exact phone number finds them (off
 * until they turn it on). Made on first use; the phone searches they made count here too.
 */
export const friendSettings = pgTable(
  'friend_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteCode: text('invite_code').notNull(),
    findableByPhone: boolean('findable_by_phone').notNull().default(false),
    /** The hour-long window of this person's phone searches (the app's clock) and its count. */
    phoneSearchesSince: timestamp('phone_searches_since', { withTimezone: true }),
    phoneSearches: integer('phone_searches').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('friend_settings_invite_code_key').on(t.inviteCode)],
);

/**
 * One POST /v1/verified-users call (issue 26): its limits per person and per client address
 * count the rows of the last hour (modules/users/lookup-repository.ts).
 */
export const phoneLookups = pgTable(
  'phone_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** From the app's clock (docs/testing.md). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('phone_lookups_user_idx').on(t.userId, t.createdAt),
    index('phone_lookups_ip_idx').on(t.ip, t.createdAt),
  ],
);
