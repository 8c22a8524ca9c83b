import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { groupSubstitutions } from '../../db/schema';

// Issue 25: the venue's coaches and the substitutions of its groups' lessons.

const CoachRowSchema = z.object({ id: z.number(), name: z.string(), timeZone: z.string() });

/** The venue's coach, with its name as shown and the venue's zone; undefined elsewhere. */
export async function coachAt(db: Db, complexId: number, coachId: number) {
  const [row] = await queryRows(
    db,
    sql`select co.id, trim(co.last_name || ' ' || co.first_name) as name, c.time_zone as "timeZone"
          from coaches co join complexes c on c.id = co.complex_id
         where co.id = ${coachId} and co.complex_id = ${complexId}`,
    CoachRowSchema,
  );
  return row;
}

const VenueCoachRowSchema = z.object({ id: z.number(), name: z.string(), groups: z.number() });

/** The venue's coaches in name order, each with its active groups. */
export function coachesAt(db: Db, complexId: number) {
  return queryRows(
    db,
    sql`select co.id, trim(co.last_name || ' ' || co.first_name) as name,
               (select count(*)::int from section_groups g
                 where g.coach_id = co.id and g.status = 'ACTIVE') as groups
          from coaches co
         where co.complex_id = ${complexId}
         order by co.last_name, co.first_name, co.id`,
    VenueCoachRowSchema,
  );
}

const SubstitutionRowSchema = z.object({
  id: z.number(),
  groupId: z.number(),
  date: z.string(),
  substituteCoachId: z.number(),
  substituteName: z.string(),
  reason: z.string().nullable(),
});
export type SubstitutionRow = z.infer<typeof SubstitutionRowSchema>;

/** The substitutions of the venue's groups between two dates (both included). */
export function substitutionsOf(
  db: Db,
  f: { complexId: number; from: string; to: string; groupId?: number },
): Promise<SubstitutionRow[]> {
  const one = f.groupId === undefined ? sql`` : sql`and s.group_id = ${f.groupId}`;
  return queryRows(
    db,
    sql`select s.id, s.group_id as "groupId", s.day::text as date,
               s.substitute_coach_id as "substituteCoachId",
               trim(co.last_name || ' ' || co.first_name) as "substituteName", s.reason
          from group_substitutions s
          join coaches co on co.id = s.substitute_coach_id
         where co.complex_id = ${f.complexId} and s.day >= ${f.from} and s.day <= ${f.to} ${one}
         order by s.day, s.group_id`,
    SubstitutionRowSchema,
  );
}

/** Inserts the substitution unless the group has one on that date; the row either way. */
export async function insertSubstitution(
  db: Db,
  v: {
    groupId: number;
    day: string;
    substituteCoachId: number;
    reason: string | null;
    by: string;
    now: Date;
  },
): Promise<{ id: number; substituteCoachId: number; reason: string | null; fresh: boolean }> {
  const [fresh] = await db
    .insert(groupSubstitutions)
    .values({
      groupId: v.groupId,
      day: v.day,
      substituteCoachId: v.substituteCoachId,
      reason: v.reason,
      createdBy: v.by,
      createdAt: v.now,
    })
    .onConflictDoNothing({ target: [groupSubstitutions.groupId, groupSubstitutions.day] })
    .returning({
      id: groupSubstitutions.id,
      substituteCoachId: groupSubstitutions.substituteCoachId,
      reason: groupSubstitutions.reason,
    });
  if (fresh) return { ...fresh, fresh: true };
  const [old] = await db
    .select({
      id: groupSubstitutions.id,
      substituteCoachId: groupSubstitutions.substituteCoachId,
      reason: groupSubstitutions.reason,
    })
    .from(groupSubstitutions)
    .where(and(eq(groupSubstitutions.groupId, v.groupId), eq(groupSubstitutions.day, v.day)));
  return { ...old!, fresh: false };
}

/** Deletes the group's substitution of that date; the deleted row, if there was one. */
export async function deleteSubstitution(db: Db, groupId: number, day: string) {
  const [row] = await db
    .delete(groupSubstitutions)
    .where(and(eq(groupSubstitutions.groupId, groupId), eq(groupSubstitutions.day, day)))
    .returning({
      id: groupSubstitutions.id,
      substituteCoachId: groupSubstitutions.substituteCoachId,
      reason: groupSubstitutions.reason,
    });
  return row;
}

/** The people to tell about a group's lesson: its accepted members' users (a child's parent). */
export async function familiesOf(db: Db, groupId: number): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select distinct m.user_id as "userId" from section_members m
         where m.group_id = ${groupId} and m.status = 'APPROVED' order by 1`,
    z.object({ userId: z.string() }),
  );
  return rows.map((r) => r.userId);
}
