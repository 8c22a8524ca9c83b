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

// Issue 12: what happens after a purchase — the visits venue staff record at the door, the personal calendar feed, and the tax-deduction certificates.

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
