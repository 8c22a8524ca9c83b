import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { counted, freeOn, liveSales, releasedAndHeld, sessionNodes } from './path-repository';

// Issue 25: holds on a part of a place (a lane, «any lane»), and what each product of a session
// has left. docs/decisions/capacity-by-part.md; the shared SQL pieces are in path-repository.ts.

const iso = (d: Date): string => d.toISOString();

const PlacedPartHoldSchema = z.object({
  found: z.boolean(),
  kind: z.enum(['ANY', 'WHOLE']).nullable(),
  held: z.number().nullable(),
  left: z.number().nullable(),
  id: z.string().nullable(),
  expiresAt: z.coerce.date().nullable(),
});
export type PlacedPartHold = z.infer<typeof PlacedPartHoldSchema>;

/**
 * placeHold (orders/repository.ts) for a product on a part, under the same session lock and in one
 * statement: releases the person's replaceable holds, copies the layout's capacities into the
 * session's counts if this is its first sale of a part, counts sold and the others' live holds
 * on every part the product touches, and inserts the hold only if each of them — and the
 * session itself — has room. `found` is false for a product the session does not sell; `left`
 * is how many of the product are left for this person (with `held`, the session's others'
 * holds in units); `id` is null when it did not fit. A WHOLE product is taken one at a time.
 */
export async function placePartHold(
  db: Db,
  h: {
    sessionId: number;
    productId: number;
    userId: string;
    quantity: number;
    unsold: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<PlacedPartHold> {
  // raw SQL: the release, the copy, the counts along the path and the guarded insert in one
  // statement (data-modifying CTEs), as placeHold does for a session
  const [row] = await queryRows(
    db,
    sql`with ${releasedAndHeld(h)}, nodes as (${sessionNodes(sql`s.id = ${h.sessionId}`)}
        ), ensured as (
          insert into session_part_sales (session_id, part_id, capacity)
          select session_id, part_id, capacity from nodes where capacity is not null
          on conflict do nothing
        ), live as (${liveSales(h.now, sql`and not (h.user_id = ${h.userId} and h.order_id is null)`)}
        ), sale as (
          select n.session_id, p.kind, ${h.quantity}::int as q, n.part_id as hid,
                 n.path as hpath, n.capacity as hcap,
                 case when p.kind = 'WHOLE' then ${h.quantity}::int * n.capacity
                      else ${h.quantity}::int end as units
            from event_products p join nodes n on n.part_id = p.part_id
           where p.id = ${h.productId} and p.withdrawn_at is null
             and p.event_id = (select event_id from event_sessions where id = ${h.sessionId})
        ), room as (
          select ${freeOn('n')} as free, ${counted('n', 'sale')} as want from nodes n, sale
        ), verdict as (
          select sale.kind, held.n as held,
                 least((${h.unsold}::int - held.n) / (sale.units / sale.q),
                       (select min(greatest(r.free, 0) / (r.want / sale.q)) from room r
                         where r.want > 0))::int as "left",
                 (sale.kind = 'ANY' or sale.q = 1)
                   and ${h.unsold}::int - held.n >= sale.units
                   and not exists (select 1 from room r where r.free < r.want) as fits
            from sale, held
        ), placed as (
          insert into seat_holds (session_id, user_id, quantity, expires_at, created_at,
            product_id, part_id, kind, units)
          select ${h.sessionId}, ${h.userId}, ${h.quantity}, ${iso(h.expiresAt)}, ${iso(h.now)},
                 ${h.productId}, sale.hid, sale.kind, sale.units
            from sale, verdict where verdict.fits
          returning id, expires_at
        )
        select verdict.kind is not null as found, verdict.kind, verdict.held, verdict."left",
               placed.id, placed.expires_at as "expiresAt"
          from (select 1) one left join verdict on true left join placed on true`,
    PlacedPartHoldSchema,
  );
  if (!row) throw new Error('part hold statement returned nothing');
  return row;
}

const ProductLeftSchema = z.object({
  sessionId: z.number(),
  id: z.number(),
  name: z.string(),
  kind: z.enum(['ANY', 'WHOLE']),
  priceKopecks: z.number(),
  /** Units one of it counts on the session (WHOLE: its part's capacity). */
  units: z.number(),
  left: z.number(),
});
export type ProductLeft = z.infer<typeof ProductLeftSchema>;

/**
 * The products of the sessions `ids` sell, each with how many are left on its parts: the
 * minimum over the parts it counts on of what sold and live holds leave there (the session's
 * own seats left are the caller's to apply). Sessions whose event sells none answer nothing.
 */
export async function productsLeft(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<ProductLeft[]> {
  if (ids.length === 0) return [];
  const where = sql`s.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}) and exists (select 1 from event_products x
                  where x.event_id = e.id and x.withdrawn_at is null)`;
  return queryRows(
    db,
    sql`with nodes as (${sessionNodes(where)}
        ), live as (${liveSales(now)}
        ), room as (select n.*, ${freeOn('n')} as free from nodes n
        ), sale as (
          select n.session_id::int as session_id, p.id, p.name, p.kind, p.price_kopecks,
                 p.position, 1 as q, n.part_id as hid, n.path as hpath, n.capacity as hcap
            from nodes n join event_sessions s on s.id = n.session_id
            join event_products p on p.event_id = s.event_id and p.part_id = n.part_id
                                    and p.withdrawn_at is null
        )
        select sale.session_id as "sessionId", sale.id, sale.name, sale.kind,
               sale.price_kopecks as "priceKopecks",
               case when sale.kind = 'WHOLE' then sale.hcap else 1 end as units,
               coalesce((select min(greatest(r.free, 0) / ${counted('r', 'sale')}) from room r
                          where r.session_id = sale.session_id
                            and ${counted('r', 'sale')} > 0), 0)::int as "left"
          from sale order by sale.session_id, sale.position, sale.id`,
    ProductLeftSchema,
  );
}

const LeafRowSchema = z.object({
  sessionId: z.number(),
  partId: z.number(),
  name: z.string(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  checkedIn: z.number(),
});
export type LeafRow = z.infer<typeof LeafRowSchema>;

/**
 * The venue's view of the sessions `ids` by leaf (lane, half): units sold and held on it, and
 * its tickets let in — one row per leaf, in the layout's order.
 */
export async function leafOccupancy(db: Db, ids: readonly number[], now: Date): Promise<LeafRow[]> {
  if (ids.length === 0) return [];
  const where = sql`s.id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  return queryRows(
    db,
    sql`with nodes as (${sessionNodes(where)}), live as (${liveSales(now)})
        select n.session_id::int as "sessionId", n.part_id as "partId", n.name, n.capacity,
               n.sold, coalesce((select sum(${counted('n', 'l')}) from live l
                                  where l.session_id = n.session_id), 0)::int as held,
               (select count(distinct ci.ticket_id)::int from check_ins ci
                  join tickets t on t.id = ci.ticket_id
                 where t.session_id = n.session_id and t.part_id = n.part_id) as "checkedIn"
          from nodes n where n.leaf
         order by n.session_id, n.position, n.part_id`,
    LeafRowSchema,
  );
}
