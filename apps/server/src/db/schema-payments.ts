import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { users } from './schema-core';
import { orderLines, orders } from './schema-orders';

// Issues 11–12: the payment attempts behind an order, the providers' notifications, and refunds.
// State only moves forward; the transitions are in the repositories, guarded by `where status`.

/**
 * One try to pay an order at the acquirer. The row is written before the provider is called and
 * its id is the Idempotence-Key; status moves created → pending → succeeded | canceled only.
 * `next_check_at` is the reconciliation job's schedule: workers take due rows with SKIP LOCKED.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountKey: text('account_key').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    status: text('status').notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    method: text('method'),
    cancelReason: text('cancel_reason'),
    /** Where the provider returns the browser: kept so a repeated create sends the same body. */
    returnUrl: text('return_url').notNull().default(''),
    failUrl: text('fail_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: smallint('checks').notNull().default(0),
    /** Order of creation, whatever the clocks say (the newest attempt is the one shown). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('payment_attempts_provider_payment_key').on(t.provider, t.providerPaymentId),
    // At most one attempt of an order ever succeeds: a second charge cannot be recorded.
    uniqueIndex('payment_attempts_one_success_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    // One payment page at a time: a new attempt only once the last one is final, so two live
    // pages can never both take the money.
    uniqueIndex('payment_attempts_one_live_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('created', 'pending')`),
    index('payment_attempts_order_idx').on(t.orderId, t.seq),
    index('payment_attempts_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    check(
      'payment_attempts_status_check',
      sql`${t.status} in ('created', 'pending', 'succeeded', 'canceled')`,
    ),
    check('payment_attempts_provider_check', sql`${t.provider} in ('YOOKASSA', 'SBERBANK')`),
  ],
);

/** Every webhook or callback as it arrived; the unique key makes a replay a no-op. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_notifications_once_key').on(t.provider, t.providerPaymentId, t.event),
  ],
);

/** A refund of a paid order (automatic when a late payment finds its seats gone; issue 12). */
export const refunds = pgTable(
  'refunds',
  {
    /** Also the refund's Idempotence-Key at the acquirer. */
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    amountKopecks: integer('amount_kopecks').notNull(),
    status: text('status').notNull().default('created'),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The person who asked for it (issue 12); null for an automatic refund. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the acquirer refused it (status canceled). */
    rejectReason: text('reject_reason'),
    /** Issue 24: why the venue returned it on its own decision — the buyer sees it. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the acquirer first accepted it (sent to the bank). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When it became final (refunded or rejected). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('created', 'pending', 'succeeded', 'canceled')`,
    ),
  ],
);

/** The order lines a requested refund returns, each with its amount and fee (issue 12). */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    amountKopecks: integer('amount_kopecks').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    index('refund_lines_line_idx').on(t.orderLineId),
    check('refund_lines_amount_check', sql`${t.amountKopecks} >= 0`),
  ],
);

/**
 * Issue 28 (migration 0028): a parent's request to the venue to return a section's payment.
 * NEW → APPROVED (with the venue's refund) | REJECTED (with the reason the parent sees).
 */
export const sectionRefundRequests = pgTable(
  'section_refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('NEW'),
    rejectReason: text('reject_reason'),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('section_refund_requests_open_key')
      .on(t.orderLineId)
      .where(sql`${t.status} = 'NEW'`),
    index('section_refund_requests_complex_idx').on(t.complexId, t.status, t.createdAt),
    index('section_refund_requests_order_idx').on(t.orderId),
    check(
      'section_refund_requests_status_check',
      sql`${t.status} in ('NEW', 'APPROVED', 'REJECTED')`,
    ),
  ],
);
