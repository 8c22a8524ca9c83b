import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { children, users } from './schema-core';
import { soldPackages, tickets } from './schema-orders';
import { complexes, placeOwners } from './schema-places';

// Issue 12: what happens after a purchase — the visits venue staff record at the door, the personal calendar feed, and the tax-deduction certificates; issue 25: every freeze of a package.

/**
 * One visit recorded at the door: of a ticket or of a package. A package admits once a day in
 * the venue's time zone — the unique index makes a second scan that day fail in the database.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    soldPackageId: uuid('sold_package_id').references(() => soldPackages.id, {
      onDelete: 'cascade',
    }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The venue's local date of the visit. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    /** Issue 24: a re-entry (the check-in list allows it) admits again without using a visit. */
    reentry: boolean('reentry').notNull().default(false),
    /** The scanner that admitted, and whether it did so offline (synced later). */
    deviceId: text('device_id'),
    offline: boolean('offline').notNull().default(false),
  },
  (t) => [
    index('check_ins_ticket_idx').on(t.ticketId),
    index('check_ins_package_idx').on(t.soldPackageId),
    uniqueIndex('check_ins_package_day_key')
      .on(t.soldPackageId, t.localDate)
      .where(sql`not ${t.reentry}`),
    check('check_ins_target_check', sql`(${t.ticketId} is null) <> (${t.soldPackageId} is null)`),
  ],
);

/**
 * Issue 25: one freeze of a sold package (migration 0045). Opened when the package is frozen —
 * from `starts_on`, planned through `ends_on` (the allowance left then, a started day counting
 * as a day); closed, `days` set (what it cost of the allowance), when it ends: early by the
 * holder (`ended_on`), when the allowance runs out, or by a refund. Written in the transaction
 * that moves sold_packages' counters, so they are its row count and its sum of `days`.
 */
export const packageFreezes = pgTable(
  'package_freezes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    soldPackageId: uuid('sold_package_id')
      .notNull()
      .references(() => soldPackages.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    /** Null while it runs. */
    days: smallint('days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('package_freezes_package_idx').on(t.soldPackageId, t.createdAt),
    uniqueIndex('package_freezes_running_key')
      .on(t.soldPackageId)
      .where(sql`${t.days} is null`),
    check(
      'package_freezes_days_check',
      sql`${t.endsOn} >= ${t.startsOn} and (${t.days} is null or ${t.days} >= 0)`,
    ),
  ],
);

/** A person's calendar subscription (.ics): the token is the address; revoking replaces it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);

/**
 * «Справка об оплате физкультурно-оздоровительных услуг» (integrations.md §6): one per payer,
 * organisation, year and the person the services were for. The number is the certificate's.
 */
export const taxCertificates = pgTable(
  'tax_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({
      startWith: 1001,
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => placeOwners.id),
    year: smallint('year').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    payerName: text('payer_name').notNull(),
    payerInn: text('payer_inn'),
    payerBirthDate: date('payer_birth_date', { mode: 'string' }),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryBirthDate: date('beneficiary_birth_date', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tax_certificates_number_key').on(t.number),
    index('tax_certificates_user_idx').on(t.userId, t.year),
    check('tax_certificates_amount_check', sql`${t.amountKopecks} >= 0`),
  ],
);
