import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { intArray } from '../venue-places/repository';

// Issue 25: a part moved within its place's layout (docs/venue-side.md "The layout editor"):
// its group and its place among the group's parts.

/**
 * Whether the upcoming sessions `ids` sold or hold units on the part `partId` or under it — or
 * hold the whole of a group above it, which counts on it: such a part keeps its group.
 */
export async function salesOnSubtree(
  tx: Db,
  a: { ids: readonly number[]; partId: number; ancestors: readonly number[]; now: Date },
): Promise<boolean> {
  if (a.ids.length === 0) return false;
  const sessions = intArray(a.ids);
  // raw SQL: the subtree is `id = any(path)` (migration 0038)
  const [row] = await queryRows(
    tx,
    sql`select exists (select 1 from session_part_sales sp join place_parts d on d.id = sp.part_id
                        where ${a.partId} = any(d.path) and sp.sold > 0
                          and sp.session_id = any(${sessions}))
            or exists (select 1 from seat_holds h join place_parts d on d.id = h.part_id
                        where h.status = 'ACTIVE' and h.expires_at > ${a.now.toISOString()}
                          and h.session_id = any(${sessions})
                          and (${a.partId} = any(d.path)
                               or (h.kind = 'WHOLE' and h.part_id = any(${intArray(a.ancestors)}))))
             as busy`,
    z.object({ busy: z.boolean() }),
  );
  return row!.busy;
}

/** The part under `parent` (its path and the paths of every part under it follow). */
export async function reparent(
  tx: Db,
  part: { id: number; depth: number },
  parent: { id: number; path: readonly number[] },
): Promise<void> {
  // one statement: the table's check ties a part's parent to its path
  await tx.execute(
    sql`update place_parts
           set path = ${intArray(parent.path)} || path[${part.depth}::int:],
               parent_id = case when id = ${part.id} then ${parent.id} else parent_id end
         where ${part.id} = any(path)`,
  );
}

/** Positions 0, 1, 2… in the order of `ids` (one group's parts, all of them). */
export async function renumberParts(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update place_parts set position = o.n - 1
          from unnest(${intArray(ids)}) with ordinality as o(id, n)
         where place_parts.id = o.id and place_parts.position <> o.n - 1`,
  );
}
