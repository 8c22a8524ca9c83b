import { sql, type SQL } from 'drizzle-orm';

// Issue 25: capacity by part of a place (docs/decisions/capacity-by-part.md) — the SQL pieces
// every statement that sells, holds, gives back or shows a part's units is made of, so the rule
// "a sale counts on its part, on every ancestor, and (WHOLE) on every part under it" is written
// once. Node rows: session_id, part_id, name, path (root … self), leaf, position, capacity,
// sold. Sale rows: session_id, kind, q (quantity), hid, hpath, hcap (the sold part's id, path and
// capacity).

// raw SQL: array membership (`= any(path)`) and correlated sums are the model itself

/**
 * The layout of the sessions `where` names (over `event_sessions s`, `scheduled_events e`), one
 * row per part: the counts the session keeps (session_part_sales), or — before its first sale
 * of a part — the layout's capacity and nothing sold.
 */
export const sessionNodes = (where: SQL): SQL => sql`
  select s.id as session_id, p.id as part_id, p.name, p.path, p.capacity is not null as leaf,
         p.position,
         coalesce(sp.capacity, (select sum(l.capacity) from place_parts l
                                 where p.id = any(l.path))::int) as capacity,
         coalesce(sp.sold, 0) as sold
    from event_sessions s
    join scheduled_events e on e.id = s.event_id
    join place_parts p on p.place_id = e.place_id
    left join session_part_sales sp on sp.session_id = s.id and sp.part_id = p.id
   where ${where}`;

/** The live holds on parts of the sessions in the `nodes` CTE (as sale rows), less `except`. */
export const liveSales = (now: Date, except: SQL = sql``): SQL => sql`
  select h.session_id, h.kind, h.quantity as q, n.part_id as hid, n.path as hpath,
         n.capacity as hcap
    from seat_holds h join nodes n on n.session_id = h.session_id and n.part_id = h.part_id
   where h.status = 'ACTIVE' and h.expires_at > ${now.toISOString()} ${except}`;

const countedText = (n: string, s: string): string =>
  `(case when ${n}.part_id = any(${s}.hpath)
         then case when ${s}.kind = 'WHOLE' then ${s}.q * ${s}.hcap else ${s}.q end
       when ${s}.kind = 'WHOLE' and ${s}.hid = any(${n}.path) then ${s}.q * ${n}.capacity
       else 0 end)`;

/** Units the sale row `s` counts on the node row `n` (aliases of the query). */
export const counted = (n: string, s: string): SQL => sql.raw(countedText(n, s));

/** A node's units neither sold nor held by the sale rows of CTE `live` (node row `n`). */
export const freeOn = (n: string): SQL =>
  sql.raw(`(${n}.capacity - ${n}.sold - coalesce((select sum(${countedText(n, 'l')})
              from live l where l.session_id = ${n}.session_id), 0))::int`);

/**
 * What a sale statement's CTE `mine` (part_id, kind, q, u) sells, over CTE `nodes`: its sale
 * row, and whether its part is a leaf (its tickets are then on that leaf).
 */
export const mineSale = sql`
  select n.session_id, m.kind, m.q, n.part_id as hid, n.path as hpath, n.capacity as hcap, n.leaf
    from mine m join nodes n on n.part_id = m.part_id`;

/** The layout of session `sessionId` when CTE `mine` names a part (nothing otherwise). */
export const mineNodes = (sessionId: number): SQL =>
  sessionNodes(
    sql`s.id = ${sessionId} and exists (select 1 from mine where mine.part_id is not null)`,
  );

/**
 * A new hold's first CTEs, for a plain hold and a product's alike: `released` (the person's
 * replaceable holds of the session give way to the new one) and `held` (`n`: the units the
 * others' live holds count on the session — the released ones left out by the same condition,
 * since a statement does not see its own changes).
 */
export const releasedAndHeld = (h: { userId: string; sessionId: number; now: Date }): SQL => sql`
  released as (
    update seat_holds set status = 'RELEASED'
     where user_id = ${h.userId} and session_id = ${h.sessionId} and status = 'ACTIVE'
       and order_id is null
  ), held as (
    select coalesce(sum(coalesce(h.units, h.quantity)), 0)::int as n from seat_holds h
     where h.session_id = ${h.sessionId} and h.status = 'ACTIVE'
       and h.expires_at > ${h.now.toISOString()}
       and not (h.user_id = ${h.userId} and h.order_id is null)
  )`;
