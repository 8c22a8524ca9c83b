import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { freeOn, liveSales, sessionNodes } from '../place-parts/path-repository';

// Issue 25: the layout editor's reads and writes (docs/decisions/capacity-by-part.md "As
// built"). A part's subtree is `id = any(path)` (migration 0038), so nothing here recurses.

const iso = (d: Date): string => d.toISOString();

const PartRowSchema = z.object({
  id: z.number(),
  placeId: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  capacity: z.number().nullable(),
  path: z.array(z.number()),
  total: z.number(),
  inUse: z.boolean(),
});
export type PartRow = z.infer<typeof PartRowSchema>;

/** Something names a part of the subtree of `p`: a product on sale, a hold, a ticket, a sale. */
const inUse = (p: string) =>
  sql.raw(`(exists (select 1 from event_products x join place_parts d on d.id = x.part_id
                     where ${p}.id = any(d.path) and x.withdrawn_at is null)
         or exists (select 1 from place_parts d join seat_holds h on h.part_id = d.id
                     where ${p}.id = any(d.path))
         or exists (select 1 from place_parts d join tickets t on t.part_id = d.id
                     where ${p}.id = any(d.path))
         or exists (select 1 from place_parts d join session_part_sales sp on sp.part_id = d.id
                     where ${p}.id = any(d.path) and sp.sold > 0))`);

/** The venue's parts (of one place, one part, or the one a key made); `lock` holds the rows. */
export function partsOf(
  db: Db,
  q: { complexId: number; placeId?: number; partId?: number; key?: string; lock?: boolean },
): Promise<PartRow[]> {
  const where: SQL[] = [sql`pl.complex_id = ${q.complexId}`];
  if (q.placeId !== undefined) where.push(sql`p.place_id = ${q.placeId}`);
  if (q.partId !== undefined) where.push(sql`p.id = ${q.partId}`);
  if (q.key !== undefined) where.push(sql`p.idempotency_key = ${q.key}`);
  return queryRows(
    db,
    sql`select p.id, p.place_id as "placeId", p.parent_id as "parentId", p.name, p.capacity,
               p.path,
               coalesce((select sum(l.capacity) from place_parts l
                          where p.id = any(l.path)), 0)::int as total,
               ${inUse('p')} as "inUse"
          from place_parts p join places pl on pl.id = p.place_id
         where ${sql.join(where, sql` and `)}
         order by p.place_id, cardinality(p.path), p.position, p.id
         ${q.lock ? sql`for update of p` : sql``}`,
    PartRowSchema,
  );
}

/** A new part under `parentId` (null: the place's root), last among its siblings; once per key. */
export async function insertPart(
  tx: Db,
  p: {
    placeId: number;
    parentId: number | null;
    name: string;
    capacity: number | null;
    key: string;
  },
): Promise<number | undefined> {
  // raw SQL: the id is taken from the identity first, so the path names the part itself
  const [row] = await queryRows(
    tx,
    sql`with id as (select nextval(pg_get_serial_sequence('place_parts', 'id'))::int as id)
        insert into place_parts (id, place_id, parent_id, name, capacity, path, position,
                                 idempotency_key)
        select id.id, ${p.placeId}, ${p.parentId}::int, ${p.name}, ${p.capacity}::int,
               coalesce((select path from place_parts where id = ${p.parentId}::int), '{}') || id.id,
               coalesce((select max(position) + 1 from place_parts
                          where place_id = ${p.placeId} and parent_id is not distinct from ${p.parentId}::int), 0),
               ${p.key}
          from id
        on conflict (place_id, idempotency_key) do nothing returning id`,
    z.object({ id: z.number() }),
  );
  return row?.id;
}

export async function updatePart(
  tx: Db,
  id: number,
  set: { name?: string; capacity?: number },
): Promise<void> {
  if (set.name !== undefined)
    await tx.execute(sql`update place_parts set name = ${set.name} where id = ${id}`);
  if (set.capacity !== undefined)
    await tx.execute(sql`update place_parts set capacity = ${set.capacity} where id = ${id}`);
}

/** Removes the part and everything under it (their withdrawn products and empty counts too). */
export async function deletePart(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`delete from place_parts where id = ${id}`);
}

/** Upcoming sessions of events that sell on the place: their ids, locked in order. */
const upcomingSelling = (placeId: number, now: Date) => sql`
  select s.id::int as id from event_sessions s join scheduled_events e on e.id = s.event_id
   where e.place_id = ${placeId} and s.ends_at > ${iso(now)} and not s.canceled
     and exists (select 1 from event_products x where x.event_id = e.id)`;

export async function lockUpcoming(tx: Db, placeId: number, now: Date): Promise<number[]> {
  const rows = await queryRows(
    tx,
    sql`${upcomingSelling(placeId, now)} order by s.id for update of s`,
    z.object({ id: z.number() }),
  );
  return rows.map((r) => r.id);
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The layout changed by `delta` units on the parts `partIds` (a leaf and its ancestors, or the
 * ancestors of a part added or removed): the counts of the upcoming sessions `ids` move with it.
 * False, with nothing written, when a session has sold more on one of them than it would hold.
 */
export async function shiftCounts(
  tx: Db,
  a: { ids: readonly number[]; partIds: readonly number[]; delta: number },
): Promise<boolean> {
  if (a.ids.length === 0 || a.partIds.length === 0 || a.delta === 0) return true;
  const on = sql`session_id in (${idList(a.ids)}) and part_id in (${idList(a.partIds)})`;
  const [over] = await queryRows(
    tx,
    sql`select count(*)::int as n from session_part_sales
         where ${on} and capacity + ${a.delta}::int < sold`,
    z.object({ n: z.number() }),
  );
  if (over!.n > 0) return false;
  await tx.execute(
    sql`update session_part_sales set capacity = capacity + ${a.delta}::int where ${on}`,
  );
  return true;
}

/** Whether every part of the sessions `ids` still has room for what is sold and held on it. */
export async function countsFit(tx: Db, ids: readonly number[], now: Date): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await queryRows(
    tx,
    sql`with nodes as (${sessionNodes(sql`s.id in (${idList(ids)})`)}), live as (${liveSales(now)})
        select count(*)::int as n from nodes n where ${freeOn('n')} < 0`,
    z.object({ n: z.number() }),
  );
  return row!.n === 0;
}

/**
 * The upcoming sessions `ids` hold no more than the layout's `total` (their plain tickets are
 * «any part» tickets): a larger capacity comes down to it; false, with nothing written, when one
 * of them has already sold or holds more.
 */
export async function fitSessions(
  tx: Db,
  a: { ids: readonly number[]; total: number; now: Date },
): Promise<boolean> {
  if (a.ids.length === 0) return true;
  const [over] = await queryRows(
    tx,
    sql`select count(*)::int as n from event_sessions s
         where s.id in (${idList(a.ids)}) and s.capacity > ${a.total}::int
           and s.sold + (select coalesce(sum(coalesce(h.units, h.quantity)), 0) from seat_holds h
                          where h.session_id = s.id and h.status = 'ACTIVE'
                            and h.expires_at > ${iso(a.now)}) > ${a.total}::int`,
    z.object({ n: z.number() }),
  );
  if (over!.n > 0) return false;
  await tx.execute(
    sql`update event_sessions set capacity = ${a.total}::int
         where id in (${idList(a.ids)}) and capacity > ${a.total}::int`,
  );
  return true;
}

/**
 * The capacity of the layout `eventId` sells on (the sum of its place's leaves), with the
 * place's parts locked as a change of the layout locks them; null when the event sells no part.
 */
export async function sellingLayoutTotal(tx: Db, eventId: number): Promise<number | null> {
  const [row] = await queryRows(
    tx,
    sql`with parts as (select p.capacity from place_parts p
                         join scheduled_events e on e.place_id = p.place_id
                        where e.id = ${eventId}
                        for update of p)
        select exists (select 1 from event_products x where x.event_id = ${eventId}) as selling,
               coalesce((select sum(capacity) from parts), 0)::int as total`,
    z.object({ selling: z.boolean(), total: z.number() }),
  );
  return row?.selling ? row.total : null;
}
