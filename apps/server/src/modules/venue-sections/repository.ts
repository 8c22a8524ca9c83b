import { and, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { groupAttendance, permitDocuments } from '../../db/schema';

// Issue 24: a venue's section groups as its staff see them — with their coach and new
// applications — a group's roster with birth dates, the members' documents, attendance.

// raw SQL: counts and names per group in one statement, and each member's birth date (the
// child's, or the person's own)

const GroupRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  sectionId: z.number(),
  sectionName: z.string(),
  coachId: z.number(),
  coachName: z.string(),
  places: z.number(),
  taken: z.number(),
  newApplications: z.number(),
  schedule: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  requiredDocuments: z.array(z.string()),
  timeZone: z.string(),
});
export type VenueGroupRow = z.infer<typeof GroupRowSchema>;

/** The venue's active groups; with `coachIds`, only theirs. */
export function venueGroups(
  db: Db,
  complexId: number,
  f: { coachIds?: readonly number[]; groupId?: number } = {},
): Promise<VenueGroupRow[]> {
  const coach = f.coachIds
    ? f.coachIds.length
      ? sql`and g.coach_id in (${sql.join(
          f.coachIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  const one = f.groupId === undefined ? sql`` : sql`and g.id = ${f.groupId}`;
  return queryRows(
    db,
    sql`select g.id, g.name, s.id as "sectionId", s.name as "sectionName", g.coach_id as "coachId",
               trim(co.last_name || ' ' || co.first_name) as "coachName", g.places, g.taken,
               (select count(*)::int from section_members m
                 where m.group_id = g.id and m.status = 'NEW') as "newApplications",
               g.schedule, s.required_documents as "requiredDocuments", c.time_zone as "timeZone"
          from section_groups g
          join sections s on s.id = g.section_id
          join coaches co on co.id = g.coach_id
          join complexes c on c.id = s.complex_id
         where s.complex_id = ${complexId} and g.status = 'ACTIVE' ${coach} ${one}
         order by s.name, g.name, g.id`,
    GroupRowSchema,
  );
}

const MemberRowSchema = z.object({
  memberId: z.string(),
  userId: z.string(),
  childId: z.string().nullable(),
  name: z.string(),
  birthDate: z.string().nullable(),
  status: z.enum(['NEW', 'APPROVED', 'DISMISSED']),
});
export type RosterRow = z.infer<typeof MemberRowSchema>;

/** The group's members waiting or accepted, by name. */
export function rosterOf(db: Db, groupId: number): Promise<RosterRow[]> {
  return queryRows(
    db,
    sql`select m.id as "memberId", m.user_id as "userId", m.child_id as "childId",
               coalesce(ch.first_name || ' ' || ch.last_name,
                        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                        'Без имени') as name,
               coalesce(ch.birth_date, u.birth_date)::text as "birthDate", m.status
          from section_members m
          join users u on u.id = m.user_id
          left join children ch on ch.id = m.child_id
         where m.group_id = ${groupId} and m.status in ('NEW', 'APPROVED')
         order by name, m.id`,
    MemberRowSchema,
  );
}

/** The documents of these people of the given kinds (a child's are under the parent). */
export function documentsOf(db: Db, ownerIds: readonly string[], kinds: readonly string[]) {
  if (!ownerIds.length || !kinds.length) return Promise.resolve([]);
  return db
    .select({
      ownerId: permitDocuments.ownerId,
      childId: permitDocuments.childId,
      kind: permitDocuments.kind,
      issueDate: permitDocuments.issueDate,
      validUntil: permitDocuments.validUntil,
    })
    .from(permitDocuments)
    .where(
      and(
        inArray(permitDocuments.ownerId, [...ownerIds]),
        inArray(permitDocuments.kind, [...kinds]),
      ),
    );
}

export async function markAttendance(
  db: Db,
  a: {
    groupId: number;
    day: string;
    marks: { memberId: string; present: boolean }[];
    by: string;
    now: Date;
  },
): Promise<void> {
  for (const m of a.marks)
    await db
      .insert(groupAttendance)
      .values({
        memberId: m.memberId,
        day: a.day,
        groupId: a.groupId,
        present: m.present,
        markedBy: a.by,
        markedAt: a.now,
      })
      .onConflictDoUpdate({
        target: [groupAttendance.memberId, groupAttendance.day],
        set: { present: m.present, markedBy: a.by, markedAt: a.now },
      });
}

export function attendanceOf(db: Db, groupId: number, day: string) {
  return db
    .select({ memberId: groupAttendance.memberId, present: groupAttendance.present })
    .from(groupAttendance)
    .where(and(eq(groupAttendance.groupId, groupId), eq(groupAttendance.day, day)));
}
