import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { children } from '../../db/schema';

export type ChildRow = typeof children.$inferSelect;
export type ChildFields = Pick<
  ChildRow,
  'firstName' | 'lastName' | 'middleName' | 'birthDate' | 'gender' | 'photo'
>;

export async function listChildren(db: Db, parentId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(and(eq(children.parentId, parentId), isNull(children.removedAt)))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** Only the parent's own child: another parent's child is "not found" (no existence leak). */
export async function findChild(
  db: Db,
  parentId: string,
  id: string,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, id), eq(children.parentId, parentId), isNull(children.removedAt)))
    .limit(1);
  return row;
}

export async function insertChild(
  db: Db,
  parentId: string,
  fields: ChildFields,
): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ parentId, levelTraining: 'AMATEUR', ...fields })
    .returning();
  if (!row) throw new Error('child insert returned nothing');
  return row;
}

export async function updateChild(
  db: Db,
  parentId: string,
  id: string,
  fields: ChildFields,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(children.id, id), eq(children.parentId, parentId), isNull(children.removedAt)))
    .returning();
  return row;
}

/** Deletes every child of a parent; answers their photo tokens so the files can go too. */
export async function deleteChildrenOf(db: Db, parentId: string): Promise<(string | null)[]> {
  const rows = await db
    .delete(children)
    .where(eq(children.parentId, parentId))
    .returning({ photo: children.photo });
  return rows.map((r) => r.photo);
}

/** Copies one person's children to another (a demo copy; photos stay with the template). */
export async function copyChildren(db: Db, fromId: string, toId: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into children (parent_id, first_name, last_name, middle_name, birth_date, gender,
                          level_training, photo, created_at)
    select ${toId}, first_name, last_name, middle_name, birth_date, gender, level_training, null, ${now}
      from children where parent_id = ${fromId} and removed_at is null`);
}

/** The parent's youngest child (the demo copy's applications and documents are for it). */
export async function findYoungestChild(db: Db, parentId: string): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.parentId, parentId), isNull(children.removedAt)))
    .orderBy(desc(children.birthDate), asc(children.id))
    .limit(1);
  return row;
}

/**
 * What keeps a child profile from being removed (issue 28): money still in play for it — a
 * ticket or package still to use, an order not yet paid or canceled — or a place it holds in a
 * section group. Counted on the locked child row, so a purchase cannot slip in meanwhile.
 */
export async function liveHoldingsOfChild(
  db: Db,
  childId: string,
): Promise<{ tickets: number; packages: number; orders: number; sections: number }> {
  const [row] = await queryRows(
    db,
    sql`select
          (select count(*)::int from tickets where child_id = ${childId} and status = 'ACTIVE') as tickets,
          (select count(*)::int from sold_packages
            where child_id = ${childId} and status in ('CREATED', 'ACTIVE', 'FREEZED')) as packages,
          (select count(*)::int from orders where child_id = ${childId} and status = 'created') as orders,
          (select count(*)::int from section_members
            where child_id = ${childId} and status = 'APPROVED') as sections`,
    z.object({
      tickets: z.number(),
      packages: z.number(),
      orders: z.number(),
      sections: z.number(),
    }),
  );
  return row!;
}

/** Locks the parent's own, not yet removed child for its removal. */
export async function lockChild(
  db: Db,
  parentId: string,
  id: string,
): Promise<ChildRow | undefined> {
  await db.execute(
    sql`select id from children where id = ${id} and parent_id = ${parentId} for update`,
  );
  return findChild(db, parentId, id);
}

/**
 * Removes the child profile (issue 28): its applications under review are withdrawn, its
 * documents deleted (answers their scans' tokens), its photo dropped, and the row kept as
 * removed for the orders, tickets and tax certificates that name it.
 */
export async function removeChild(
  db: Db,
  r: { parentId: string; id: string; now: Date },
): Promise<{ withdrawn: number; groupIds: number[]; scanTokens: string[]; documents: number }> {
  const withdrawn = await queryRows(
    db,
    sql`update section_members set status = 'WITHDRAWN', decided_at = ${r.now.toISOString()},
               decided_by = ${r.parentId}
         where child_id = ${r.id} and status = 'NEW' returning id, group_id as "groupId"`,
    z.object({ id: z.string(), groupId: z.number() }),
  );
  const docs = await queryRows(
    db,
    sql`with gone as (delete from permit_documents where child_id = ${r.id} and owner_id = ${r.parentId}
                      returning id)
        select gone.id, s.token from gone left join permit_document_scans s on s.document_id = gone.id`,
    z.object({ id: z.string(), token: z.string().nullable() }),
  );
  await db.execute(
    sql`update children set removed_at = ${r.now.toISOString()}, photo = null, updated_at = ${r.now.toISOString()}
         where id = ${r.id} and parent_id = ${r.parentId}`,
  );
  return {
    withdrawn: withdrawn.length,
    groupIds: [...new Set(withdrawn.map((w) => w.groupId))].sort((x, y) => x - y),
    documents: new Set(docs.map((d) => d.id)).size,
    scanTokens: docs.flatMap((d) => (d.token ? [d.token] : [])),
  };
}
