import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SPORTS_CATEGORIES, SPORTS_TITLES } from '@sportkarta/contract/enums';
import { children, users } from './schema-core';
import { inList, packageRates, servicePackages, TARGET_GROUPS } from './schema-catalogue';
import { complexes, places, sportTypes } from './schema-places';

// Issue 13: sports sections at venues, their groups under coaches, and the applications
// (memberships) of people and their children. A group's places are taken by its NEW and
// APPROVED members; the guarded counter on the group row is the capacity lock.

/** spec §3 sports titles and categories: a coach's level is one of them. */
const SPORTS_LEVELS = [...SPORTS_TITLES, ...SPORTS_CATEGORIES];

/** spec §3 Coach: shown as name plus status; works at one venue (complex). */
export const coaches = pgTable(
  'coaches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The patronymic (spec §3 names both secondName and middleName; we keep both). */
    middleName: text('middle_name'),
    secondName: text('second_name'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sportsStatus: text('sports_status').notNull().default('SPORTSMAN'),
    /** A sports title or category of spec §3 (null = none). */
    sportsStatusLevel: text('sports_status_level'),
    about: text('about').notNull().default(''),
    experienceYears: smallint('experience_years'),
    /** Issue 25 (migration 0040): the venue's editor made it once per key. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('coaches_complex_idx').on(t.complexId),
    uniqueIndex('coaches_idempotency_key').on(t.complexId, t.idempotencyKey),
    check('coaches_status_check', sql`${t.sportsStatus} in ('SPORTSMAN', 'AMATEUR')`),
    check('coaches_level_check', sql`${t.sportsStatusLevel} in (${inList(SPORTS_LEVELS)})`),
  ],
);

/** A sports section of a venue; its rates are one service package of kind SERVICE_PACKAGE_SECTION. */
export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    sportTypeId: integer('sport_type_id').references(() => sportTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    targetGroup: text('target_group').notNull().default('CHILDREN'),
    ageFrom: smallint('age_from'),
    ageTo: smallint('age_to'),
    packageId: integer('package_id').references(() => servicePackages.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('ACTIVE'),
    /** Issue 24: the permit documents a member must hold valid (kinds of «Документы»). */
    requiredDocuments: text('required_documents')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Issue 28: the needs the section is adapted for (ADAPTATION_NEEDS codes). */
    adaptedFor: text('adapted_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Issue 25 (migration 0040): the venue's editor made it once per key. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('sections_complex_idx').on(t.complexId),
    uniqueIndex('sections_idempotency_key').on(t.complexId, t.idempotencyKey),
    check('sections_target_group_check', sql`${t.targetGroup} in (${inList(TARGET_GROUPS)})`),
    check('sections_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
  ],
);

/**
 * spec §3 Section group. `schedule` is [{ weekday 1–7 (Monday first), start "HH:MM", end "HH:MM" }]
 * in the venue's time zone. `taken` counts NEW and APPROVED members and never passes `places`.
 */
export const sectionGroups = pgTable(
  'section_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coaches.id),
    name: text('name').notNull(),
    schedule: jsonb('schedule')
      .$type<{ weekday: number; start: string; end: string }[]>()
      .notNull(),
    ageCategory: text('age_category').notNull().default('ALL'),
    specificAgeFrom: smallint('specific_age_from'),
    specificAgeTo: smallint('specific_age_to'),
    durationMinutes: smallint('duration_minutes').notNull(),
    places: smallint('places').notNull(),
    taken: smallint('taken').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    /** Issue 28: the needs the group is adapted for (ADAPTATION_NEEDS codes). */
    adaptedFor: text('adapted_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Issue 25 (migration 0040): the venue's editor made it once per key. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('section_groups_section_idx').on(t.sectionId),
    uniqueIndex('section_groups_idempotency_key').on(t.sectionId, t.idempotencyKey),
    index('section_groups_coach_idx').on(t.coachId),
    check('section_groups_places_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.places}`),
    check('section_groups_duration_check', sql`${t.durationMinutes} > 0`),
    check('section_groups_age_check', sql`${t.ageCategory} in (${inList(TARGET_GROUPS)})`),
    check('section_groups_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
  ],
);

/**
 * An application to a group (spec §3 sectionGroupMemberList): for the person or one of their
 * children. NEW → APPROVED | DISMISSED, decided by the venue's staff, or NEW → WITHDRAWN by the
 * applicant (issue 28); one per member and group but the withdrawn ones.
 */
export const sectionMembers = pgTable(
  'section_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: integer('group_id')
      .notNull()
      .references(() => sectionGroups.id, { onDelete: 'cascade' }),
    /** Who applied: the member, or the parent of the child member. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('NEW'),
    /** The rate the person means to pay once approved (may change before paying). */
    rateId: integer('rate_id').references(() => packageRates.id, { onDelete: 'set null' }),
    /** Why the staff dismissed it (shown to the person). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 25: the place in a full group's waiting list (migration 0036; null = not waiting).
     * A waiting application is NEW but holds no place; offered a freed place, it is cleared.
     */
    waitingNo: bigint('waiting_no', { mode: 'number' }),
    /** When the waiting application was offered a freed place. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('section_members_child_key')
      .on(t.groupId, t.childId)
      .where(sql`${t.childId} is not null and ${t.status} <> 'WITHDRAWN'`),
    uniqueIndex('section_members_self_key')
      .on(t.groupId, t.userId)
      .where(sql`${t.childId} is null and ${t.status} <> 'WITHDRAWN'`),
    index('section_members_user_idx').on(t.userId, t.createdAt),
    check(
      'section_members_status_check',
      sql`${t.status} in ('NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN')`,
    ),
    index('section_members_waiting_idx')
      .on(t.groupId, t.waitingNo)
      .where(sql`${t.waitingNo} is not null and ${t.status} = 'NEW'`),
    check(
      'section_members_waiting_check',
      sql`(${t.waitingNo} is null or ${t.offeredAt} is null) and (${t.waitingNo} is null or ${t.status} <> 'APPROVED')`,
    ),
    check('section_members_decided_check', sql`(${t.status} = 'NEW') = (${t.decidedAt} is null)`),
  ],
);

/**
 * Issue 25: another coach of the venue takes a group's lesson on one date (the venue's local
 * date); one per group and date. Deleting the row cancels the substitution.
 */
export const groupSubstitutions = pgTable(
  'group_substitutions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => sectionGroups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    substituteCoachId: integer('substitute_coach_id')
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('group_substitutions_group_day_key').on(t.groupId, t.day),
    index('group_substitutions_coach_idx').on(t.substituteCoachId, t.day),
  ],
);
