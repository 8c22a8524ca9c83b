import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Only the emulators read and write these tables; the app's own payment state is in
// db/schema-payments.ts. drizzle-kit reads this file beside db/schema.ts (drizzle.config.ts).

/**
 * The payment emulators' own books (embedded mode): what YooKassa or Sberbank would keep on
 * their side. Kept in the database so that a payment outlives a killed server, as it would at
 * the provider. `idempotence_key` is YooKassa's Idempotence-Key or Sberbank's orderNumber.
 */
export const emulatedPayments = pgTable(
  'emulated_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    account: text('account').notNull(),
    idempotenceKey: text('idempotence_key').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    refundedKopecks: integer('refunded_kopecks').notNull().default(0),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    method: text('method'),
    returnUrl: text('return_url').notNull(),
    failUrl: text('fail_url'),
    request: jsonb('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('emulated_payments_key').on(t.provider, t.account, t.idempotenceKey),
    check(
      'emulated_payments_status_check',
      sql`${t.status} in ('pending', 'acs', 'succeeded', 'canceled')`,
    ),
  ],
);

/** Refunds the payment emulators made; the key makes a repeated refund request a no-op. */
export const emulatedRefunds = pgTable(
  'emulated_refunds',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => emulatedPayments.id, { onDelete: 'cascade' }),
    idempotenceKey: text('idempotence_key').notNull(),
    amountKopecks: integer('amount_kopecks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('emulated_refunds_key').on(t.provider, t.idempotenceKey)],
);
