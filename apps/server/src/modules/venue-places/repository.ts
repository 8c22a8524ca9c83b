import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 25: the venue's places and sports as the staff keep them (docs/venue-side.md "Sports and
// places"). raw SQL: correlated counts of what names a place, `for update`, a renumbering in one
// statement.

const PlaceRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  sportTypeIds: z.array(z.number()),
  position: z.number(),
  idempotencyKey: z.string().nullable(),
  services: z.number(),
  events: z.number(),
  packages: z.number(),
  sections: z.number(),
  parts: z.number(),
});
export type PlaceRow = z.infer<typeof PlaceRowSchema>;

const counted = (table: string) =>
  sql.raw(`(select count(*) from ${table} x where x.place_id = p.id)::int`);

/** The venue's places in order (one, or the one a key made); `lock` holds the rows. */
export function placesOf(
  db: Db,
  q: { complexId: number; placeId?: number; key?: string; lock?: boolean },
): Promise<PlaceRow[]> {
  const where: SQL[] = [sql`p.complex_id = ${q.complexId}`];
  if (q.placeId !== undefined) where.push(sql`p.id = ${q.placeId}`);
  if (q.key !== undefined) where.push(sql`p.idempotency_key = ${q.key}`);
  return queryRows(
    db,
    sql`select p.id, p.name, p.description, p.sport_type_ids as "sportTypeIds", p.position,
               p.idempotency_key::text as "idempotencyKey",
               ${counted('services')} as services, ${counted('scheduled_events')} as events,
               ${counted('service_packages')} as packages, ${counted('sections')} as sections,
               ${counted('place_parts')} as parts
          from places p
         where ${sql.join(where, sql` and `)}
         order by p.position, p.id
         ${q.lock ? sql`for update of p` : sql``}`,
    PlaceRowSchema,
  );
}

/** The venue's own sports; `lock` holds its row (every write of its places takes it first). */
export async function venueSportIds(
  db: Db,
  complexId: number,
  lock = false,
): Promise<number[] | undefined> {
  const [row] = await queryRows(
    db,
    sql`select sport_type_ids as ids from complexes where id = ${complexId}
        ${lock ? sql`for update` : sql``}`,
    z.object({ ids: z.array(z.number()) }),
  );
  return row?.ids;
}

/** Which of `ids` the sport type dictionary has. */
export async function knownSports(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows(
    db,
    sql`select id from sport_types where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    z.object({ id: z.number() }),
  );
  return new Set(rows.map((r) => r.id));
}

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export async function setVenueSports(tx: Db, complexId: number, ids: readonly number[]) {
  await tx.execute(
    sql`update complexes set sport_type_ids = ${intArray(ids)} where id = ${complexId}`,
  );
}

/** A new place last in the venue's order; once per key (undefined: the key made one already). */
export async function insertPlace(
  tx: Db,
  p: { complexId: number; name: string; description: string; sportTypeIds: number[]; key: string },
): Promise<number | undefined> {
  const [row] = await queryRows(
    tx,
    sql`insert into places (complex_id, name, description, sport_type_ids, position, idempotency_key)
        values (${p.complexId}, ${p.name}, ${p.description}, ${intArray(p.sportTypeIds)},
                coalesce((select max(position) + 1 from places where complex_id = ${p.complexId}), 0),
                ${p.key})
        on conflict (complex_id, idempotency_key) do nothing returning id`,
    z.object({ id: z.number() }),
  );
  return row?.id;
}

export async function updatePlace(
  tx: Db,
  id: number,
  set: { name?: string; description?: string; sportTypeIds?: number[] },
): Promise<void> {
  if (set.name !== undefined)
    await tx.execute(sql`update places set name = ${set.name} where id = ${id}`);
  if (set.description !== undefined)
    await tx.execute(sql`update places set description = ${set.description} where id = ${id}`);
  if (set.sportTypeIds !== undefined)
    await tx.execute(
      sql`update places set sport_type_ids = ${intArray(set.sportTypeIds)} where id = ${id}`,
    );
}

/** Positions 0, 1, 2… in the order of `ids` (the venue's places, all of them). */
export async function renumber(tx: Db, ids: readonly number[]): Promise<void> {
  await tx.execute(
    sql`update places set position = o.n - 1
          from unnest(${intArray(ids)}) with ordinality as o(id, n)
         where places.id = o.id and places.position <> o.n - 1`,
  );
}

export async function deletePlace(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`delete from places where id = ${id}`);
}
