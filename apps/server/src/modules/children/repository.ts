import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
    .where(eq(children.parentId, parentId))
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
    .where(and(eq(children.id, id), eq(children.parentId, parentId)))
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
    .where(and(eq(children.id, id), eq(children.parentId, parentId)))
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
      from children where parent_id = ${fromId}`);
}

/** The parent's youngest child (the demo copy's applications and documents are for it). */
export async function findYoungestChild(db: Db, parentId: string): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(desc(children.birthDate), asc(children.id))
    .limit(1);
  return row;
}
