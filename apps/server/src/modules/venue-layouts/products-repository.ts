import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 25: an event's products on its place's layout (docs/decisions/capacity-by-part.md) —
// read, made once per key, withdrawn.

const ProductRowSchema = z.object({
  id: z.number(),
  partId: z.number(),
  partName: z.string(),
  kind: z.enum(['ANY', 'WHOLE']),
  name: z.string(),
  priceKopecks: z.number(),
  withdrawnAt: z.coerce.date().nullable(),
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

export function productsOf(
  db: Db,
  q: { eventId: number; productId?: number; key?: string; lock?: boolean },
): Promise<ProductRow[]> {
  const only: SQL =
    q.productId !== undefined
      ? sql`and x.id = ${q.productId}`
      : q.key !== undefined
        ? sql`and x.idempotency_key = ${q.key}`
        : sql``;
  return queryRows(
    db,
    sql`select x.id, x.part_id as "partId", p.name as "partName", x.kind, x.name,
               x.price_kopecks as "priceKopecks", x.withdrawn_at as "withdrawnAt"
          from event_products x join place_parts p on p.id = x.part_id
         where x.event_id = ${q.eventId} ${only}
         order by x.withdrawn_at is not null, x.position, x.id
         ${q.lock ? sql`for update of x` : sql``}`,
    ProductRowSchema,
  );
}

/** A new product, last of the event's; once per key (undefined: the key made one already). */
export async function insertProduct(
  tx: Db,
  p: {
    eventId: number;
    partId: number;
    kind: string;
    name: string;
    priceKopecks: number;
    key: string;
  },
): Promise<number | undefined> {
  const [made] = await queryRows(
    tx,
    sql`insert into event_products (event_id, part_id, kind, name, price_kopecks, position,
                                    idempotency_key)
        values (${p.eventId}, ${p.partId}, ${p.kind}, ${p.name}, ${p.priceKopecks},
                (select coalesce(max(position) + 1, 0) from event_products
                  where event_id = ${p.eventId}),
                ${p.key})
        on conflict (event_id, idempotency_key) do nothing returning id`,
    z.object({ id: z.number() }),
  );
  return made?.id;
}

/** Withdrawn from sale at `now`: no new hold of it. */
export async function markWithdrawn(tx: Db, id: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update event_products set withdrawn_at = ${now.toISOString()} where id = ${id}`,
  );
}

/** A new name or price (the next order pays it; an order keeps the price it was made at). */
export async function updateProduct(
  tx: Db,
  id: number,
  set: { name?: string; priceKopecks?: number },
): Promise<void> {
  if (set.name !== undefined)
    await tx.execute(sql`update event_products set name = ${set.name} where id = ${id}`);
  if (set.priceKopecks !== undefined)
    await tx.execute(
      sql`update event_products set price_kopecks = ${set.priceKopecks} where id = ${id}`,
    );
}
