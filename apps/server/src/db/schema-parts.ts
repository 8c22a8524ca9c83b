import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventSessions, scheduledEvents } from './schema-catalogue';
import { places } from './schema-places';

// Issue 25 (migration 0038): capacity by part of a place — lanes of a pool, halves of a pitch.
// docs/decisions/capacity-by-part.md is the model; this is its storage.

/**
 * A part of a place's layout: a tree whose root is the whole place. `path` holds the ids from
 * the root down to the part itself (so "is an ancestor of" is `= any(path)`, no recursion);
 * `capacity` is set on leaves only — a node holds the sum of its leaves.
 */
export const placeParts = pgTable(
  'place_parts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    path: integer('path').array().notNull(),
    position: smallint('position').notNull().default(0),
    /** The editor makes a part once per key (migration 0041). */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('place_parts_place_idx').on(t.placeId),
    uniqueIndex('place_parts_idempotency_key').on(t.placeId, t.idempotencyKey),
    uniqueIndex('place_parts_root_key')
      .on(t.placeId)
      .where(sql`${t.parentId} is null`),
    check(
      'place_parts_capacity_check',
      sql`${t.capacity} is null or ${t.capacity} between 1 and 10000`,
    ),
  ],
);

/**
 * What an event sells on each of its sessions besides its plain ticket: a part and a kind —
 * ANY (one unit on any leaf under the part, placed at the door) or WHOLE (every unit under it).
 */
export const eventProducts = pgTable(
  'event_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => placeParts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    position: smallint('position').notNull().default(0),
    /** The editor makes a product once per key (migration 0041). */
    idempotencyKey: uuid('idempotency_key'),
    /** Withdrawn from sale: no new hold; what was held or sold stays (migration 0041). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('event_products_event_idx').on(t.eventId, t.position),
    uniqueIndex('event_products_idempotency_key').on(t.eventId, t.idempotencyKey),
    check('event_products_kind_check', sql`${t.kind} in ('ANY', 'WHOLE')`),
    check('event_products_price_check', sql`${t.priceKopecks} >= 0`),
  ],
);

/**
 * Units counted per part of a session's layout, the capacity copied from the layout when the
 * session first sells a part (a layout edited later does not change what was promised). The
 * check is the database's word that no part is ever oversold.
 */
export const sessionPartSales = pgTable(
  'session_part_sales',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => placeParts.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.partId] }),
    check('session_part_sales_sold_check', sql`${t.sold} between 0 and ${t.capacity}`),
  ],
);
