import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coaches, sectionGroups, sections, servicePackages, sportTypes } from '../../db/schema';

// Issue 25: the venue's sections, groups and coaches as the editor reads and writes them.
// Every read is scoped to the venue (complex); `lock` holds the row for a change.

export type SectionRow = typeof sections.$inferSelect;
export type GroupRow = typeof sectionGroups.$inferSelect;
export type CoachRow = typeof coaches.$inferSelect;
export type SectionValues = typeof sections.$inferInsert;
export type GroupValues = typeof sectionGroups.$inferInsert;
export type CoachValues = typeof coaches.$inferInsert;

export function sectionsOf(
  db: Db,
  f: { complexId: number; sectionId?: number; key?: string; lock?: boolean },
): Promise<SectionRow[]> {
  const q = db
    .select()
    .from(sections)
    .where(
      and(
        eq(sections.complexId, f.complexId),
        f.sectionId === undefined ? undefined : eq(sections.id, f.sectionId),
        f.key === undefined ? undefined : eq(sections.idempotencyKey, f.key),
      ),
    )
    .orderBy(asc(sections.id));
  return f.lock ? q.for('update') : q;
}

/** The venue's groups (of one section, by id or by key), with their section's venue checked. */
export async function groupsOf(
  db: Db,
  f: { complexId: number; sectionId?: number; groupId?: number; key?: string; lock?: boolean },
): Promise<GroupRow[]> {
  const q = db
    .select({ g: sectionGroups })
    .from(sectionGroups)
    .innerJoin(sections, eq(sections.id, sectionGroups.sectionId))
    .where(
      and(
        eq(sections.complexId, f.complexId),
        f.sectionId === undefined ? undefined : eq(sectionGroups.sectionId, f.sectionId),
        f.groupId === undefined ? undefined : eq(sectionGroups.id, f.groupId),
        f.key === undefined ? undefined : eq(sectionGroups.idempotencyKey, f.key),
      ),
    )
    .orderBy(asc(sectionGroups.id));
  const rows = await (f.lock ? q.for('update', { of: sectionGroups }) : q);
  return rows.map((r) => r.g);
}

export function coachesOf(
  db: Db,
  f: { complexId: number; coachId?: number; key?: string; lock?: boolean },
): Promise<CoachRow[]> {
  const q = db
    .select()
    .from(coaches)
    .where(
      and(
        eq(coaches.complexId, f.complexId),
        f.coachId === undefined ? undefined : eq(coaches.id, f.coachId),
        f.key === undefined ? undefined : eq(coaches.idempotencyKey, f.key),
      ),
    )
    .orderBy(asc(coaches.lastName), asc(coaches.firstName), asc(coaches.id));
  return f.lock ? q.for('update') : q;
}

/** Whether the package is one of the venue's section packages. */
export async function sectionPackageOf(db: Db, complexId: number, packageId: number) {
  const rows = await db
    .select({ id: servicePackages.id })
    .from(servicePackages)
    .where(
      and(
        eq(servicePackages.id, packageId),
        eq(servicePackages.complexId, complexId),
        eq(servicePackages.kind, 'SERVICE_PACKAGE_SECTION'),
      ),
    );
  return rows.length > 0;
}

export async function sportTypeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: sportTypes.id }).from(sportTypes).where(eq(sportTypes.id, id));
  return rows.length > 0;
}

export async function insertSection(db: Db, v: SectionValues): Promise<number | undefined> {
  const [row] = await db
    .insert(sections)
    .values(v)
    .onConflictDoNothing({ target: [sections.complexId, sections.idempotencyKey] })
    .returning({ id: sections.id });
  return row?.id;
}

export async function insertGroup(db: Db, v: GroupValues): Promise<number | undefined> {
  const [row] = await db
    .insert(sectionGroups)
    .values(v)
    .onConflictDoNothing({ target: [sectionGroups.sectionId, sectionGroups.idempotencyKey] })
    .returning({ id: sectionGroups.id });
  return row?.id;
}

export async function insertCoach(db: Db, v: CoachValues): Promise<number | undefined> {
  const [row] = await db
    .insert(coaches)
    .values(v)
    .onConflictDoNothing({ target: [coaches.complexId, coaches.idempotencyKey] })
    .returning({ id: coaches.id });
  return row?.id;
}

export async function updateSection(db: Db, id: number, v: Partial<SectionValues>) {
  await db.update(sections).set(v).where(eq(sections.id, id));
}

export async function updateGroup(db: Db, id: number, v: Partial<GroupValues>) {
  await db.update(sectionGroups).set(v).where(eq(sectionGroups.id, id));
}

export async function updateCoach(db: Db, id: number, v: Partial<CoachValues>) {
  await db.update(coaches).set(v).where(eq(coaches.id, id));
}
