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
import {
  cashboxAccounts,
  eventSessions,
  packageRates,
  servicePackages,
  services,
} from './schema-catalogue';
import { eventProducts, placeParts } from './schema-parts';
import { complexes, placeOwners, policyFiles } from './schema-places';
import { sectionMembers } from './schema-sections';

// Issue 10: orders, seat holds and what an order issues (the payments behind an order are in
// schema-payments.ts). State only moves forward; the transitions are in the repositories,
// guarded by `where status`.

/**
 * An order: lines for one person (the buyer or one child, spec §6), priced by the server.
 * Status: created (awaiting payment) → payed (paid, items issued) | complete (free, issued at
 * once) | canceled; returned after a refund (issue 12).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our order number as the acquirer sees it (Sberbank orderNumber, YooKassa metadata). */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({
      startWith: 100001,
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => placeOwners.id),
    cashboxAccountId: uuid('cashbox_account_id').references(() => cashboxAccounts.id),
    provider: text('provider'),
    status: text('status').notNull().default('created'),
    subtotalKopecks: integer('subtotal_kopecks').notNull(),
    feeKopecks: integer('fee_kopecks').notNull(),
    totalKopecks: integer('total_kopecks').notNull(),
    /** The client's key: a repeated preorder with it returns this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    agreementsAccepted: boolean('agreements_accepted').notNull().default(false),
    /** Issue 25 (migration 0033): the versions of the policies the buyer agreed to. */
    visitPolicyId: uuid('visit_policy_id').references(() => policyFiles.id, {
      onDelete: 'set null',
    }),
    paybackPolicyId: uuid('payback_policy_id').references(() => policyFiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** An unpaid order is canceled after this moment (its holds have expired by then). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'created'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('created', 'payed', 'complete', 'canceled', 'returned')`,
    ),
    check('orders_provider_check', sql`${t.provider} in ('YOOKASSA', 'SBERBANK')`),
    check(
      'orders_total_check',
      sql`${t.subtotalKopecks} >= 0 and ${t.feeKopecks} >= 0 and ${t.totalKopecks} = ${t.subtotalKopecks} + ${t.feeKopecks}`,
    ),
  ],
);

/** Seats of a session kept for one buyer until `expires_at` (spec §7.1 reservations). */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    /** ACTIVE counts while expires_at is ahead; CONVERTED became sold seats; RELEASED is gone. */
    status: text('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Issue 25 (migration 0038): the product bought, its part and kind (ANY | WHOLE), and the
     * units it counts on the session (a WHOLE lane of 8 is one booking of 8 units). */
    productId: integer('product_id').references(() => eventProducts.id, { onDelete: 'set null' }),
    partId: integer('part_id').references(() => placeParts.id, { onDelete: 'set null' }),
    kind: text('kind'),
    units: smallint('units'),
  },
  (t) => [
    index('seat_holds_active_idx')
      .on(t.sessionId, t.expiresAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('seat_holds_user_idx').on(t.userId),
    // The layout editor asks whether a part is held (migration 0041).
    index('seat_holds_part_idx')
      .on(t.partId)
      .where(sql`${t.partId} is not null`),
    check('seat_holds_quantity_check', sql`${t.quantity} > 0`),
    check('seat_holds_status_check', sql`${t.status} in ('ACTIVE', 'CONVERTED', 'RELEASED')`),
  ],
);

/** spec §7.1 order-line kinds; amounts are the server's, per line. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    packageRateId: integer('package_rate_id').references(() => packageRates.id),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => eventSessions.id),
    holdId: uuid('hold_id').references(() => seatHolds.id),
    visitDate: date('visit_date', { mode: 'string' }),
    /** SECTION_GROUP: the approved membership the rate is paid for (issue 13). */
    sectionMemberId: uuid('section_member_id').references(() => sectionMembers.id),
    quantity: smallint('quantity').notNull(),
    unitPriceKopecks: integer('unit_price_kopecks').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    feeKopecks: integer('fee_kopecks').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    /** Issue 25 (migration 0031): whether a rate was ever bought (it then cannot be deleted). */
    index('order_lines_package_rate_idx').on(t.packageRateId),
    check(
      'order_lines_kind_check',
      sql`${t.kind} in ('SERVICE', 'SERVICE_PACKAGE', 'SECTION_GROUP', 'RESERVATION')`,
    ),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_lines_section_member_check',
      sql`(${t.kind} = 'SECTION_GROUP') = (${t.sectionMemberId} is not null)`,
    ),
    check(
      'order_lines_amount_check',
      sql`${t.amountKopecks} = ${t.unitPriceKopecks} * ${t.quantity}`,
    ),
  ],
);

/** A ticket issued by a paid or free order: a session seat or a service day (spec §2.2 QR). */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id in /tabs/profile/tickets/{qrCodeId}: random, never guessable. */
    qrCodeId: text('qr_code_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => eventSessions.id),
    serviceId: integer('service_id').references(() => services.id),
    visitDate: date('visit_date', { mode: 'string' }),
    visitsTotal: smallint('visits_total'),
    visitsUsed: smallint('visits_used').notNull().default(0),
    /** ACTIVE → DEACTIVATED (a one-time ticket used) | EXHAUSTED (visits used up) | OUTDATED | REFUNDED. */
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Issue 25 (migration 0038): the leaf (lane, half) the ticket is on; an ANY ticket on a
     * node above the leaves gets it at the door. */
    partId: integer('part_id').references(() => placeParts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tickets_qr_code_key').on(t.qrCodeId),
    index('tickets_user_idx').on(t.userId, t.createdAt),
    index('tickets_order_idx').on(t.orderId),
    // The layout editor asks whether a part has tickets (migration 0041).
    index('tickets_part_idx')
      .on(t.partId)
      .where(sql`${t.partId} is not null`),
    index('tickets_active_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    // A visit beyond the quota cannot be recorded, whatever the application does.
    check(
      'tickets_visits_check',
      sql`${t.visitsUsed} >= 0 and (${t.visitsTotal} is null or ${t.visitsUsed} <= ${t.visitsTotal})`,
    ),
    check(
      'tickets_status_check',
      sql`${t.status} in ('ACTIVE', 'DEACTIVATED', 'EXHAUSTED', 'OUTDATED', 'REFUNDED', 'CANCELED')`,
    ),
  ],
);

/** A package issued by an order; activated later by its owner (spec §7.1 activate). */
export const soldPackages = pgTable(
  'sold_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id),
    rateId: integer('rate_id')
      .notNull()
      .references(() => packageRates.id),
    visitsTotal: smallint('visits_total'),
    visitsUsed: smallint('visits_used').notNull().default(0),
    /** CREATED → ACTIVE ⇄ FREEZED → EXHAUSTED | OUTDATED; REFUNDED (docs/api-purchases.md). */
    status: text('status').notNull().default('CREATED'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Set while FREEZED: since when. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    freezeDaysUsed: smallint('freeze_days_used').notNull().default(0),
    freezesUsed: smallint('freezes_used').notNull().default(0),
    /** Issue 25: the front desk's activation request (its repeat answers the same). */
    activationKey: uuid('activation_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sold_packages_user_idx').on(t.userId, t.createdAt),
    index('sold_packages_order_idx').on(t.orderId),
    index('sold_packages_live_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('ACTIVE', 'FREEZED')`),
    check(
      'sold_packages_visits_check',
      sql`${t.visitsUsed} >= 0 and (${t.visitsTotal} is null or ${t.visitsUsed} <= ${t.visitsTotal})`,
    ),
    check(
      'sold_packages_status_check',
      sql`${t.status} in ('CREATED', 'ACTIVE', 'FREEZED', 'EXHAUSTED', 'OUTDATED', 'REFUNDED', 'CANCELED')`,
    ),
    check(
      'sold_packages_frozen_check',
      sql`(${t.status} = 'FREEZED') = (${t.frozenAt} is not null)`,
    ),
  ],
);
