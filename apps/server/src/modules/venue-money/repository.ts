import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PaymentProviderSchema } from '@sportkarta/contract/enums';
import { queryRows, type Db } from '../../db/client';

// Issue 25, the owner's money: our own books of an organisation's payments. The provider's
// side comes only through the adapters (money service), never from the emulators' tables.

// raw SQL: a venue's day bounds in its own zone, and the owner's payments with their refunds

const PeriodRowSchema = z.object({
  ownerId: z.string(),
  timeZone: z.string(),
  start: z.coerce.date(),
  end: z.coerce.date(),
});

/** The venue's owner and the period's bounds: `from` 00:00 to the day after `to`, its zone. */
export async function ownerPeriod(db: Db, complexId: number, from: string, to: string) {
  const [row] = await queryRows(
    db,
    sql`select c.owner_id as "ownerId", c.time_zone as "timeZone",
          (${from}::date::timestamp at time zone c.time_zone) as start,
          ((${to}::date + 1)::timestamp at time zone c.time_zone) as "end"
        from complexes c where c.id = ${complexId}`,
    PeriodRowSchema,
  );
  return row;
}

const PaidRowSchema = z.object({
  provider: PaymentProviderSchema,
  accountKey: z.string(),
  providerPaymentId: z.string(),
  orderNumber: z.coerce.number(),
  amountKopecks: z.number(),
  refundedKopecks: z.coerce.number(),
});
export type PaidRow = z.infer<typeof PaidRowSchema>;

/** The owner's successful payments made in [start, end), with what has been refunded of each. */
export async function ownerPayments(
  db: Db,
  ownerId: string,
  period: { start: Date; end: Date },
): Promise<PaidRow[]> {
  return queryRows(
    db,
    sql`select a.provider, a.account_key as "accountKey",
          a.provider_payment_id as "providerPaymentId", o.number as "orderNumber",
          a.amount_kopecks as "amountKopecks",
          coalesce((select sum(r.amount_kopecks) from refunds r
                     where r.attempt_id = a.id and r.status = 'succeeded'), 0) as "refundedKopecks"
        from payment_attempts a
        join orders o on o.id = a.order_id
        join complexes c on c.id = o.complex_id
        where c.owner_id = ${ownerId} and a.status = 'succeeded'
          and a.provider_payment_id is not null
          and a.created_at >= ${period.start.toISOString()}::timestamptz
          and a.created_at < ${period.end.toISOString()}::timestamptz
        order by a.created_at, o.number`,
    PaidRowSchema,
  );
}

/** The owner's cashbox now: its acquirer and account (none when in-app purchase is off). */
export async function ownerCashbox(db: Db, ownerId: string) {
  const [row] = await queryRows(
    db,
    sql`select provider, account_key as "accountKey" from cashbox_accounts
        where owner_id = ${ownerId} and provider is not null`,
    z.object({ provider: PaymentProviderSchema, accountKey: z.string() }),
  );
  return row;
}

/** Which of these provider payment ids our books know at all (any owner, any period). */
export async function knownPaymentIds(
  db: Db,
  provider: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows(
    db,
    sql`select provider_payment_id as id from payment_attempts
        where provider = ${provider}
          and provider_payment_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    z.object({ id: z.string() }),
  );
  return new Set(rows.map((r) => r.id));
}
