import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AUDIT_KINDS } from '@sportkarta/contract/api/venue-desk';
import { VENUE_ROLES } from '@sportkarta/contract/api/venue-staff';
import { users } from './schema-core';
import { inList } from './schema-catalogue';
import { complexes, placeOwners } from './schema-places';
import { coaches, sectionGroups, sectionMembers } from './schema-sections';

// Issue 24: the venue's side — who holds which role where, what they did (an audit log the
// database refuses to edit, migration 0017), the door's check-in lists and retry ledger, and
// the coaches' attendance marks (docs/venue-side.md).

/**
 * A role a person holds at one venue (complex) or at every venue of an organisation (owner):
 * exactly one of the two. A coach's grant names their coach card (their groups).
 */
export const venueStaff = pgTable(
  'venue_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id').references(() => complexes.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => placeOwners.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    coachId: integer('coach_id').references(() => coaches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('venue_staff_user_complex_key')
      .on(t.userId, t.complexId)
      .where(sql`${t.complexId} is not null`),
    uniqueIndex('venue_staff_user_owner_key')
      .on(t.userId, t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    index('venue_staff_complex_idx').on(t.complexId),
    index('venue_staff_owner_idx').on(t.ownerId),
    check('venue_staff_scope_check', sql`(${t.complexId} is null) <> (${t.ownerId} is null)`),
    check('venue_staff_role_check', sql`${t.role} in (${inList(VENUE_ROLES)})`),
    check(
      'venue_staff_coach_check',
      sql`(${t.role} = 'COACH') = (${t.coachId} is not null) and (${t.role} <> 'COACH' or ${t.complexId} is not null)`,
    ),
  ],
);

/**
 * Every staff action, appended; a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0017).
 * No foreign keys on purpose: a cascade or a SET NULL from a deleted person or venue would be
 * an edit, and the entry must outlive what it names (the actor's name is kept as it was).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }),
    deviceId: text('device_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_complex_at_idx').on(t.complexId, t.at, t.id),
    index('staff_audit_order_idx').on(t.complexId, t.orderNumber),
    index('staff_audit_actor_idx').on(t.complexId, t.actorUserId, t.at),
    check('staff_audit_kind_check', sql`${t.kind} in (${inList(AUDIT_KINDS)})`),
  ],
);

/**
 * The door's retry ledger: a scan sent with a nonce is answered once; a retry (the network
 * dropped the answer, or a queue sent twice) reads the first answer back.
 */
export const checkInNonces = pgTable('check_in_nonces', {
  nonce: uuid('nonce').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  complexId: integer('complex_id'),
  deviceId: text('device_id'),
  /** APPLIED | CONFLICT | REFUSED (sync outcomes); ONLINE for an online scan. */
  outcome: text('outcome').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Which products a venue's door admits, the window around a session, re-entry. */
export const checkInLists = pgTable(
  'check_in_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    allProducts: boolean('all_products').notNull(),
    eventIds: integer('event_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    serviceIds: integer('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    packageIds: integer('package_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    admitBeforeMinutes: smallint('admit_before_minutes').notNull(),
    /** Null: until the session ends. */
    admitAfterStartMinutes: smallint('admit_after_start_minutes'),
    reentry: boolean('reentry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('check_in_lists_complex_idx').on(t.complexId),
    check(
      'check_in_lists_minutes_check',
      sql`${t.admitBeforeMinutes} >= 0 and (${t.admitAfterStartMinutes} is null or ${t.admitAfterStartMinutes} >= 0)`,
    ),
  ],
);

/** A coach's mark of one member on one day; marking again overwrites (idempotent). */
export const groupAttendance = pgTable(
  'group_attendance',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => sectionMembers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => sectionGroups.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('group_attendance_group_idx').on(t.groupId, t.day),
  ],
);
