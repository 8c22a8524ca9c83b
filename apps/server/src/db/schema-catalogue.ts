import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { users } from './schema-core';
import { complexes, placeOwners, places } from './schema-places';

// Issue 10: what a venue sells (spec §3). Money is in kopecks (integers); moments are
// timestamptz and shown in the venue's time zone. Enumerations are spelt as spec §3 spells them;
// the checks keep a bad value out whoever writes it.

export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

const SERVICE_TYPES = [
  'INDIVIDUAL',
  'GROUP',
  'COMMERCIAL',
  'NON_PROFIT',
  'RENT',
  'ACCOMPANYING_COMMERCIAL',
  'ACCOMPANYING_NON_PROFIT',
  'PRODUCT',
  'ACCOMPANYING_FOR_SECTION',
];
export const TARGET_GROUPS = ['ADULTS', 'ALL', 'CHILDREN', 'SENIORS', 'SPECIFIC', 'TEENS'];

/**
 * An owner's cashbox: which acquirer takes the money for its venues (provider null = in-app
 * purchase unavailable, spec §8) and the service fee of POST calculateCommissionMobileSales.
 * Credentials are not here: `accountKey` names them in the server's configuration.
 */
export const cashboxAccounts = pgTable(
  'cashbox_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => placeOwners.id, { onDelete: 'cascade' }),
    provider: text('provider'),
    accountKey: text('account_key').notNull().default('default'),
    /** The service fee in hundredths of a percent of the price (150 = 1.5 %). */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    /** 54-ФЗ VAT code of the owner's receipts (1 = без НДС). */
    vatCode: smallint('vat_code').notNull().default(1),
  },
  (t) => [
    uniqueIndex('cashbox_accounts_owner_key').on(t.ownerId),
    check('cashbox_accounts_provider_check', sql`${t.provider} in ('YOOKASSA', 'SBERBANK')`),
    check('cashbox_accounts_fee_check', sql`${t.feeBasisPoints} between 0 and 5000`),
    check('cashbox_accounts_vat_check', sql`${t.vatCode} between 1 and 6`),
  ],
);

/** Columns every sellable item shares: who it is for and when its sales open. */
const audienceColumns = () => ({
  audience: text('audience').notNull().default('USER_AND_CHILDREN'),
  targetGroup: text('target_group').notNull().default('ALL'),
  /** Only for target group SPECIFIC: the ages it is for, inclusive. */
  ageFrom: smallint('age_from'),
  ageTo: smallint('age_to'),
  status: text('status').notNull().default('ACTIVE'),
  /** Sales open at this moment (null = already open); the app counts down to it. */
  salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
  /** Documents the venue asks to show for it (GET /v1/mob/public/service-permits). */
  permits: text('permits')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

const audienceChecks = (
  name: string,
  t: { audience: unknown; targetGroup: unknown; status: unknown },
) => [
  check(`${name}_audience_check`, sql`${t.audience} in ('ONLY_USER', 'USER_AND_CHILDREN')`),
  check(`${name}_target_group_check`, sql`${t.targetGroup} in (${inList(TARGET_GROUPS)})`),
  check(`${name}_status_check`, sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
];

/** What a service and a scheduled event of a place both are: a named, priced item of a place. */
const placeItemColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complexId: integer('complex_id')
    .notNull()
    .references(() => complexes.id, { onDelete: 'cascade' }),
  placeId: integer('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  serviceType: text('service_type').notNull(),
  priceKopecks: integer('price_kopecks').notNull(),
  /** Issue 25 (migration 0031): the key of the venue's creation; null for the seed's rows. */
  idempotencyKey: uuid('idempotency_key'),
});

/** A service without a schedule (spec §3 SERVICE): bought for a day, used by visits. */
export const services = pgTable(
  'services',
  {
    ...placeItemColumns(),
    /** Visits one ticket gives (null = unlimited within its day). */
    visitQuota: smallint('visit_quota'),
    dayRule: text('day_rule').notNull().default('ANY_DAY'),
    /** Tickets sold per day across everyone (null = no limit): DEPLETED_FOR_TODAY past it. */
    dailyCapacity: integer('daily_capacity'),
    /** Tickets one person (or child) may hold for one day: VISIT_LIMITS_EXCEEDED past it. */
    perPersonDailyLimit: smallint('per_person_daily_limit').notNull().default(4),
    durationMinutes: smallint('duration_minutes'),
    ...audienceColumns(),
  },
  (t) => [
    index('services_complex_idx').on(t.complexId, t.placeId),
    uniqueIndex('services_idempotency_key').on(t.complexId, t.idempotencyKey),
    check('services_price_check', sql`${t.priceKopecks} >= 0`),
    check('services_quota_check', sql`${t.visitQuota} > 0`),
    check('services_capacity_check', sql`${t.dailyCapacity} >= 0`),
    check(
      'services_day_rule_check',
      sql`${t.dayRule} in ('ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY')`,
    ),
    check('services_type_check', sql`${t.serviceType} in (${inList(SERVICE_TYPES)})`),
    ...audienceChecks('services', t),
  ],
);

/**
 * Tickets of a service sold for one day: the guarded upsert on this row is the capacity lock
 * (`sold + n <= daily_capacity` or nothing changes), so two buyers never share the last ticket.
 */
export const serviceDaySales = pgTable(
  'service_day_sales',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.visitDate] }),
    check('service_day_sales_sold_check', sql`${t.sold} >= 0`),
  ],
);

/** An event with a schedule (spec §3 SCHEDULED_EVENT): its sessions are sold by seats. */
export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    ...placeItemColumns(),
    durationMinutes: smallint('duration_minutes').notNull(),
    ...audienceColumns(),
  },
  (t) => [
    index('scheduled_events_complex_idx').on(t.complexId, t.placeId),
    uniqueIndex('scheduled_events_idempotency_key').on(t.complexId, t.idempotencyKey),
    check('scheduled_events_price_check', sql`${t.priceKopecks} >= 0`),
    check('scheduled_events_type_check', sql`${t.serviceType} in (${inList(SERVICE_TYPES)})`),
    ...audienceChecks('scheduled_events', t),
  ],
);

/**
 * One session of a scheduled event. `sold` counts issued seats; live holds are counted from
 * seat_holds by their expiry, so an expired hold stops counting at once. Selling locks this row.
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
    canceled: boolean('canceled').notNull().default(false),
    /** Issue 25: when and why the venue canceled it (migration 0029). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Issue 25: the series that made it (migration 0030); null = a session of its own. */
    seriesId: integer('series_id').references(() => sessionSeries.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId, t.startsAt),
    index('event_sessions_series_idx').on(t.seriesId, t.startsAt),
    index('event_sessions_starts_idx').on(t.startsAt),
    check('event_sessions_capacity_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    check('event_sessions_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Issue 25: a weekly series of sessions of one scheduled event, on the venue's wall clock —
 * ISO weekdays (1 = Monday … 7 = Sunday), a local start time (HH:MM) and a duration, from a
 * first to a last day less the skipped dates (`exceptions`). Its sessions are made at creation
 * (event_sessions.series_id); the price is the event's. docs/venue-side.md "Session series".
 */
export const sessionSeries = pgTable(
  'session_series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    weekdays: smallint('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    exceptions: date('exceptions', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A repeated creation with this key answers the series already made. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('session_series_complex_idx').on(t.complexId, t.startDate),
    uniqueIndex('session_series_idempotency_key').on(t.complexId, t.idempotencyKey),
    check(
      'session_series_weekdays_check',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check('session_series_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('session_series_duration_check', sql`${t.durationMinutes} between 1 and 1440`),
    check(
      'session_series_dates_check',
      sql`${t.endDate} >= ${t.startDate} and ${t.endDate} - ${t.startDate} <= 366`,
    ),
    check('session_series_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

/** A subscription (spec §3 Service package): sold by one of its rates. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    /** The place it admits to; null = any place of the complex. */
    placeId: integer('place_id').references(() => places.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull().default('SERVICE_PACKAGE'),
    dayRule: text('day_rule').notNull().default('ANY_DAY'),
    ...audienceColumns(),
    /** Issue 25 (migration 0031): the key of the venue's creation; null for the seed's rows. */
    idempotencyKey: uuid('idempotency_key'),
  },
  (t) => [
    index('service_packages_complex_idx').on(t.complexId),
    uniqueIndex('service_packages_idempotency_key').on(t.complexId, t.idempotencyKey),
    check(
      'service_packages_kind_check',
      sql`${t.kind} in ('SERVICE_PACKAGE', 'SERVICE_PACKAGE_SECTION')`,
    ),
    check(
      'service_packages_day_rule_check',
      sql`${t.dayRule} in ('ON_WEEKENDS', 'ON_WEEKDAYS', 'ANY_DAY')`,
    ),
    ...audienceChecks('service_packages', t),
  ],
);

/** spec §3 Rate: cost, category (shortname), term, manualTermDays; plus its visits. */
export const packageRates = pgTable(
  'package_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    costKopecks: integer('cost_kopecks').notNull(),
    term: text('term').notNull(),
    manualTermDays: smallint('manual_term_days'),
    /** Visits the package gives (null = unlimited within its term). */
    visits: smallint('visits'),
    position: smallint('position').notNull().default(0),
    /** Days a holder may keep the package frozen in all (0 = freezing not allowed; issue 12). */
    freezeDays: smallint('freeze_days').notNull().default(0),
    /** How many times it may be frozen. */
    freezeTimes: smallint('freeze_times').notNull().default(0),
    /**
     * Issue 25 (migration 0031): taken off sale at this moment — not offered, not sold; what
     * was bought with it stays valid. A rate some order names is withdrawn, never deleted.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('package_rates_package_idx').on(t.packageId, t.position),
    check('package_rates_cost_check', sql`${t.costKopecks} >= 0`),
    check('package_rates_freeze_check', sql`${t.freezeDays} >= 0 and ${t.freezeTimes} >= 0`),
    check(
      'package_rates_term_check',
      sql`${t.term} in ('LIMITLESS', 'MANUAL_DAYS', 'WEEK', 'MONTH', 'TWO_MONTHS', 'THREE_MONTHS', 'SIX_MONTHS', 'YEAR')`,
    ),
    check(
      'package_rates_manual_days_check',
      sql`(${t.term} = 'MANUAL_DAYS') = (${t.manualTermDays} is not null)`,
    ),
  ],
);

/** Marks the topped-up horizon of the demo catalogue (seed runs at every start). */
export const catalogueSeedState = pgTable('catalogue_seed_state', {
  id: smallint('id').primaryKey().default(1),
  sessionsUntil: date('sessions_until', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
