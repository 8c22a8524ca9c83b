import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { sessionNodes } from './path-repository';

// Issue 25 "At the door" (docs/decisions/capacity-by-part.md): an ANY ticket above the leaves
// («Любая дорожка») gets its lane when it is let in, inside the check-in's transaction and under
// the session's row lock, so two doors never put a ninth swimmer on a lane.

/** Whether a ticket (`t`, joined as at the door) still waits for its leaf. */
export const WAITS_FOR_LEAF = sql.raw(`(t.part_id is null and exists (
    select 1 from order_lines l join seat_holds h on h.id = l.hold_id
      join place_parts hp on hp.id = h.part_id
     where l.id = t.order_line_id and h.kind = 'ANY' and hp.capacity is null))`);

/** The name of the part a ticket (`t`) is on, if it has one. */
export const PART_NAME = sql.raw(`(select name from place_parts where id = t.part_id)`);

/**
 * Gives an admitted ANY ticket its leaf: of the leaves under its part, one where every part
 * between them has a unit free, the freest first. The unit counted on the ticket's part moves
 * down to that leaf's path (session_part_sales, whose check still guards), so the counts stay
 * what the model needs for the tickets still to come. Answers the leaf's name (null: none free,
 * which the model rules out, or nothing to assign).
 */
export async function assignLeaf(tx: Db, ticketId: string): Promise<string | null> {
  // raw SQL: the session's row lock first, then the choice and its writes in one statement
  await tx.execute(
    sql`select es.id from tickets t join event_sessions es on es.id = t.session_id
         where t.id = ${ticketId} for update of es`,
  );
  const [row] = await queryRows(
    tx,
    sql`with t as (
          select t.id, t.session_id, h.part_id as node from tickets t
            join order_lines l on l.id = t.order_line_id join seat_holds h on h.id = l.hold_id
           where t.id = ${ticketId} and ${WAITS_FOR_LEAF}
        ), nodes as (${sessionNodes(sql`s.id = (select session_id from t)`)}
        ), below as (
          select n.* from nodes n, t where t.node = any(n.path) and n.part_id <> t.node
        ), leaf as (
          select n.part_id, n.path, n.name from below n
           where n.leaf and not exists (
             select 1 from below m where m.part_id = any(n.path) and m.capacity - m.sold < 1)
           order by n.capacity - n.sold desc, n.position, n.part_id limit 1
        ), moved as (
          update session_part_sales sp set sold = sp.sold + 1 from leaf, t
           where sp.session_id = t.session_id and sp.part_id = any(leaf.path)
             and sp.part_id in (select part_id from below)
        ), placed as (
          update tickets set part_id = (select part_id from leaf)
           where id = ${ticketId} and exists (select 1 from leaf)
        )
        select name from leaf`,
    z.object({ name: z.string() }),
  );
  return row?.name ?? null;
}
