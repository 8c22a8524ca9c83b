import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { EMULATOR_ACCOUNT_KEY } from '../../integrations/payments';

// The demo seal's reads (demo-seal.ts).

const DemoBuyerSchema = z.object({
  isDemo: z.boolean(),
  provider: z.string().nullable(),
  accountKey: z.string().nullable(),
});

/** Whether the person is a demo person, and the venue owner's cashbox, in one round trip. */
export async function demoBuyerAt(
  db: Db,
  userId: string,
  complexId: number,
): Promise<z.infer<typeof DemoBuyerSchema> | undefined> {
  const [row] = await queryRows(
    db,
    sql`select u.is_demo as "isDemo", a.provider, a.account_key as "accountKey"
          from users u
          left join complexes c on c.id = ${complexId}
          left join cashbox_accounts a on a.owner_id = c.owner_id
         where u.id = ${userId}`,
    DemoBuyerSchema,
  );
  return row;
}

/**
 * Whether a code's order was bought by a demo person or paid through a payment emulator: the
 * emulators' own account (a demo person's payments), or a provider that is not a real acquirer
 * (`realAcquirers`, modules/auth/demo-seal.ts). `order` is the order's alias in the caller's FROM.
 */
export const DEMO_PAID = (order: string, realAcquirers: readonly string[]) => {
  const o = sql.raw(order);
  const emulated =
    realAcquirers.length === 0
      ? sql`true`
      : sql`pa.provider not in (${sql.join(
          realAcquirers.map((p) => sql`${p}`),
          sql`, `,
        )})`;
  return sql`(exists (select 1 from users b where b.id = ${o}.user_id and b.is_demo)
            or exists (select 1 from payment_attempts pa
                        where pa.order_id = ${o}.id and pa.status = 'succeeded'
                          and (pa.account_key = ${EMULATOR_ACCOUNT_KEY} or ${emulated})))`;
};

/** The cashbox of the venue `complex` (an alias in the caller's FROM): provider, account key. */
export const VENUE_CASHBOX = (complex: string) =>
  sql.raw(`(select a.provider from cashbox_accounts a where a.owner_id = ${complex}.owner_id) as "venueProvider",
           (select a.account_key from cashbox_accounts a where a.owner_id = ${complex}.owner_id) as "venueAccountKey"`);

/** The cashbox of a venue's owner (provider and key null when it has none). */
export async function venueCashbox(
  db: Db,
  complexId: number,
): Promise<{ provider: string | null; accountKey: string | null }> {
  const [row] = await queryRows(
    db,
    sql`select a.provider, a.account_key as "accountKey"
          from complexes c left join cashbox_accounts a on a.owner_id = c.owner_id
         where c.id = ${complexId}`,
    z.object({ provider: z.string().nullable(), accountKey: z.string().nullable() }),
  );
  return row ?? { provider: null, accountKey: null };
}
