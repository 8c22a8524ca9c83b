import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AGE_RATINGS, CREATION_KINDS } from '@sportkarta/contract/api/creations';
import { inList } from './schema-catalogue';
import { sportTypes } from './schema-places';

// Issue 14: the poster (spec §7.1 "Creations"): cities, what is on in them and its sessions.
// A creation's venue is text (a concert hall is not one of our sports venues); its days are
// counted in its city's time zone.

/** A city with a poster: its centre picks the nearest city for a point (POST …/city-id). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The city of a person without a point, or too far from every city. One at most. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cities_name_key').on(t.name),
    uniqueIndex('cities_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** One thing on the poster: a concert, a performance, a match… (spec §3 event kinds). */
export const creations = pgTable(
  'creations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    venueName: text('venue_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    ageRating: text('age_rating').notNull().default('0+'),
    /** The sport of a SPORT_EVENT (null for every other kind). */
    sportTypeId: integer('sport_type_id').references(() => sportTypes.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('ACTIVE'),
  },
  (t) => [
    uniqueIndex('creations_city_title_key').on(t.cityId, t.title),
    index('creations_city_kind_idx').on(t.cityId, t.kind),
    check('creations_kind_check', sql`${t.kind} in (${inList(CREATION_KINDS)})`),
    check('creations_age_check', sql`${t.ageRating} in (${inList(AGE_RATINGS)})`),
    check('creations_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
    check('creations_sport_check', sql`${t.sportTypeId} is null or ${t.kind} = 'SPORT_EVENT'`),
  ],
);

/** A session of a creation: when it starts and ends, and its ticket price (0 = free). */
export const creationSessions = pgTable(
  'creation_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creationId: integer('creation_id')
      .notNull()
      .references(() => creations.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priceKopecks: integer('price_kopecks').notNull().default(0),
  },
  (t) => [
    uniqueIndex('creation_sessions_start_key').on(t.creationId, t.startsAt),
    index('creation_sessions_starts_idx').on(t.startsAt),
    check('creation_sessions_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('creation_sessions_price_check', sql`${t.priceKopecks} >= 0`),
  ],
);

/** How far the demo poster's sessions have been generated (topped up at every start). */
export const creationSeedState = pgTable('creation_seed_state', {
  id: smallint('id').primaryKey(),
  sessionsUntil: date('sessions_until', { mode: 'string' }).notNull(),
});
