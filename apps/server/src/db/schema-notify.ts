import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './schema-core';

// Issue 14: a person's notifications (the in-app list is the record; push is a copy sent to
// their devices) and the devices registered for push.

/**
 * One notification for one person. Written by `notify()` inside the producer's transaction;
 * `push_state` is the outbox: `pending` rows are sent to the person's devices by the delivery
 * job after the transaction commits (modules/notifications/delivery.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A route of the app (`/tabs/profile/orders/…`) to open from the list or the push. */
    link: text('link'),
    /** The producer's "once only" key (a reminder per ticket): a second insert is ignored. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** pending → sending (claimed by a delivery job) → done. */
    pushState: text('push_state').notNull().default('pending'),
    pushClaimedAt: timestamp('push_claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.viewedAt} is null`),
    index('notifications_push_idx')
      .on(t.createdAt)
      .where(sql`${t.pushState} <> 'done'`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    check('notifications_push_state_check', sql`${t.pushState} in ('pending', 'sending', 'done')`),
  ],
);

/**
 * A device (app installation) that gets push: a browser's Web Push subscription or the packaged
 * app's token. One row per person, device and client app, counted only while the session that
 * registered it lives (a logout anywhere stops the pushes); a push address belongs to whoever
 * registered it last (another person's row with the same address is dropped then).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    clientId: text('client_id').notNull(),
    /** WEB_PUSH | FCM | APNS */
    kind: text('kind').notNull(),
    endpoint: text('endpoint'),
    p256dh: text('p256dh'),
    auth: text('auth'),
    registrationId: text('registration_id'),
    active: boolean('active').notNull(),
    /** The device's time of the last register/unregister: a late, older one changes nothing. */
    operationTm: timestamp('operation_tm', { withTimezone: true }).notNull(),
    /** Failed sends in a row; the subscription is dropped after too many. */
    failures: smallint('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_device_key').on(t.userId, t.deviceId, t.clientId),
    check('push_subscriptions_kind_check', sql`${t.kind} in ('WEB_PUSH', 'FCM', 'APNS')`),
  ],
);

/** The push emulator's own browsers (keys to read what it receives) — embedded mode only. */
export const pushEmulatorSubscriptions = pgTable('push_emulator_subscriptions', {
  id: text('id').primaryKey(),
  /** The subscriber's ECDH P-256 private key and auth secret (base64url). */
  privateKey: text('private_key').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the push emulator received (embedded mode, tests, the demo). */
export const pushEmulatorDeliveries = pgTable(
  'push_emulator_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The emulator subscription's id (Web Push) or the device token (FCM/APNS). */
    target: text('target').notNull(),
    kind: text('kind').notNull(),
    /** The decrypted payload (JSON text). */
    payload: text('payload').notNull(),
    ttl: text('ttl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_emulator_deliveries_target_idx').on(t.target, t.id)],
);
