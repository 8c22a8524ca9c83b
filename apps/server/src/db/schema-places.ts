import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Contact, Photo, WorkingHours } from '@sportkarta/contract/api/places';
import { districts, users } from './schema-core';

// Issue 4: venues. `complexes` is the search document: the arrays and the denormalised rating
// let one GiST nearest-first scan filter without joins (see docs/architecture.md "Discovery").

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The sports of the filter «Вид спорта» (GET /v1/sportTypes). */
export const sportTypes = pgTable('sport_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * One row: a counter that statement triggers on `complexes` and `sport_types` raise with every
 * change (migration 0006). The in-memory venue index compares it instead of scanning the
 * approved venues (1.5 s of PostgreSQL at 1M venues, every ttl); the raise commits with the
 * change, so a process that reads the new value then reads the changed rows.
 */
export const venueIndexVersion = pgTable(
  'venue_index_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('venue_index_version_one_row', sql`${t.id} = 1`)],
);

/** The organisation that runs venues; its visit and payback policies are PDF files. */
export const placeOwners = pgTable('place_owners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  /** КПП of an organisation (an ИП has none): printed on the tax certificate (issue 12). */
  kpp: text('kpp'),
  /** Years the owner is on Минспорт's list of organisations for the sports tax deduction. */
  sportListYears: smallint('sport_list_years')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** A ticket for a session can be returned until this long before it starts (refund policy). */
  refundBeforeMinutes: integer('refund_before_minutes').notNull().default(120),
});

export const policyFiles = pgTable(
  'policy_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => placeOwners.id, { onDelete: 'cascade' }),
    /** VISIT (правила посещения) or PAYBACK (правила возврата). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 25 (migration 0033): versions of one kind count up from 1 per organisation. */
    version: smallint('version').notNull().default(1),
    /** When a newer version replaced it; null = the current one. Never deleted: orders keep it. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('policy_files_owner_kind_version_key').on(t.ownerId, t.kind, t.version),
    uniqueIndex('policy_files_current_key')
      .on(t.ownerId, t.kind)
      .where(sql`${t.supersededAt} is null`),
    check('policy_files_kind_check', sql`${t.kind} in ('VISIT', 'PAYBACK')`),
    check('policy_files_version_check', sql`${t.version} >= 1`),
  ],
);

export const complexes = pgTable(
  'complexes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => placeOwners.id),
    name: text('name').notNull(),
    /** The main place's name (spec §3 "place name"), shown under the complex name. */
    placeName: text('place_name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    districtId: text('district_id').references(() => districts.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    sportTypeIds: integer('sport_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hasServices: boolean('has_services').notNull().default(false),
    /** Issue 28: accessibility the venue declares (PLACE_ACCESS_FEATURES codes). */
    accessibility: text('accessibility')
      .array()
      .notNull()
      .default(sql`'{}'`),
    photos: jsonb('photos')
      .$type<Photo[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    contacts: jsonb('contacts')
      .$type<Contact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    hours: jsonb('hours')
      .$type<WorkingHours[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Kept by POST /v1/rating in the same transaction as the rating row. */
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Moderation of spec §4: only APPROVED venues are listed. */
    moderation: text('moderation').notNull().default('APPROVED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Nearest-first: ORDER BY ll_to_earth(lat, lon) <-> ll_to_earth($lat, $lon) walks this
    // index (KNN), so a first page costs the same at 10k and 1M venues.
    index('complexes_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lon})`),
    index('complexes_sport_types_idx').using('gin', t.sportTypeIds),
    index('complexes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The search text also matches addresses; without this a rare text reads every row.
    index('complexes_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    // The list without a point is ordered by name (docs/api-places.md).
    index('complexes_name_id_idx').on(t.name, t.id),
    index('complexes_owner_idx').on(t.ownerId),
    check(
      'complexes_moderation_check',
      sql`${t.moderation} in ('NEW', 'APPROVED', 'DISMISSED', 'ARCHIVE')`,
    ),
  ],
);

/** A pool, a hall or a pitch inside a complex (later issues sell its services). */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sportTypeIds: integer('sport_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: smallint('position').notNull().default(0),
    /** Issue 25: the staff's creation key (migration 0042); the seed's rows have none. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('places_complex_idx').on(t.complexId, t.position),
    uniqueIndex('places_idempotency_key').on(t.complexId, t.idempotencyKey),
  ],
);

export const placeFavorites = pgTable(
  'place_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.complexId] }),
    index('place_favorites_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One rating per person per venue (editable). */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_complex_user_key').on(t.complexId, t.userId),
    index('ratings_complex_idx').on(t.complexId, t.updatedAt),
    check('ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);

/** POST /v1/addPlace: a person's proposal, waiting in moderation (NEW). */
export const placeProposals = pgTable(
  'place_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    sportTypeIds: integer('sport_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    comment: text('comment').notNull().default(''),
    contact: text('contact').notNull().default(''),
    status: text('status').notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('place_proposals_user_idx').on(t.userId, t.createdAt),
    check(
      'place_proposals_status_check',
      sql`${t.status} in ('NEW', 'APPROVED', 'DISMISSED', 'ARCHIVE')`,
    ),
  ],
);

/** Events shown on the map (spec §3 Event kinds). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sportTypeId: integer('sport_type_id').references(() => sportTypes.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    /** Kopecks; 0 free; null not given. */
    price: integer('price'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    // Issue 14: a person's own event (kind USER_EVENT) has an author, an audience and places;
    // a venue's event has none of them. `taken` is the guarded counter of registrations: it is
    // changed only under the event's row lock, and the check below refuses one too many.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** ANYONE | FRIENDS_ONLY (contract EVENT_AUDIENCES). */
    audience: text('audience'),
    capacity: integer('capacity'),
    taken: integer('taken').notNull().default(0),
    /** Raised by every move of time or venue: one EVENT_CHANGED per move and person. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('events_time_idx').on(t.startsAt, t.endsAt),
    index('events_author_idx').on(t.authorId),
    check('events_period_check', sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      'events_user_event_check',
      sql`(${t.kind} = 'USER_EVENT') = (${t.authorId} is not null) and (${t.authorId} is null or (${t.capacity} is not null and ${t.audience} in ('ANYONE', 'FRIENDS_ONLY')))`,
    ),
    check('events_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= coalesce(${t.capacity}, 0)`),
  ],
);

export const eventPlaces = pgTable(
  'event_places',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.complexId] }),
    index('event_places_complex_idx').on(t.complexId),
  ],
);

/**
 * Built-in gazetteer (embedded geocoder): Moscow streets with a representative point.
 * Districts come from `districts` (with a centre point here), venues from `complexes`.
 */
export const gazetteer = pgTable(
  'gazetteer',
  {
    id: text('id').primaryKey(),
    /** street | adm_div | building | attraction (2GIS item types). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    addressName: text('address_name'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Lower-case search text (name + synonyms) for pg_trgm. */
    search: text('search').notNull(),
    rank: smallint('rank').notNull().default(0),
  },
  (t) => [
    index('gazetteer_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('gazetteer_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lon})`),
  ],
);
