import { GroupMembershipStatusSchema } from '@sportkarta/contract/enums';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { waitingPositionOf } from '../sections/member-sql-repository';

// Issue 14: what the person asked others to decide — their venue proposals and the section
// enrolments of themself and their children. Only their own rows: a child counts when the
// person is its parent.

const ProposalRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.enum(['NEW', 'APPROVED', 'DISMISSED', 'ARCHIVE']),
  createdAt: z.coerce.date(),
});
export type ProposalRow = z.infer<typeof ProposalRowSchema>;

// raw SQL: the statuses are parsed into their enums, which the builder would type as any text
export function proposalsOf(db: Db, userId: string): Promise<ProposalRow[]> {
  return queryRows(
    db,
    sql`select id, name, address, status, created_at as "createdAt"
          from place_proposals where user_id = ${userId}`,
    ProposalRowSchema,
  );
}

const EnrolmentRowSchema = z.object({
  id: z.string(),
  status: GroupMembershipStatusSchema,
  reason: z.string().nullable(),
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  sectionName: z.string(),
  groupName: z.string(),
  complexName: z.string(),
  createdAt: z.coerce.date(),
  decidedAt: z.coerce.date().nullable(),
  waitingPosition: z.number().nullable(),
});
export type EnrolmentRow = z.infer<typeof EnrolmentRowSchema>;

export function enrolmentsOf(db: Db, userId: string): Promise<EnrolmentRow[]> {
  return queryRows(
    db,
    sql`select m.id, m.status, m.reason, m.child_id as "childId",
               ch.first_name || ' ' || ch.last_name as "childName",
               s.name as "sectionName", g.name as "groupName", c.name as "complexName",
               m.created_at as "createdAt", m.decided_at as "decidedAt",
               ${waitingPositionOf('m')} as "waitingPosition"
          from section_members m
          join section_groups g on g.id = m.group_id
          join sections s on s.id = g.section_id
          join complexes c on c.id = s.complex_id
          left join children ch on ch.id = m.child_id
         where m.user_id = ${userId}
            or m.child_id in (select k.id from children k where k.parent_id = ${userId})`,
    EnrolmentRowSchema,
  );
}

export interface NewProposal {
  userId: string;
  name: string;
  address: string;
  lat: number;
  lon: number;
  sportTypeIds: readonly number[];
  status: ProposalRow['status'];
  createdAt: Date;
}

/** A venue proposal as made (the demo copy's, modules/applications/demo.ts). */
export async function insertProposal(db: Db, p: NewProposal): Promise<void> {
  await db.execute(
    sql`insert into place_proposals (user_id, name, address, lat, lon, sport_type_ids, status, created_at)
        values (${p.userId}, ${p.name}, ${p.address}, ${p.lat}, ${p.lon},
                array[${sql.join(
                  p.sportTypeIds.map((id) => sql`${id}`),
                  sql`, `,
                )}]::int[], ${p.status}, ${p.createdAt.toISOString()})`,
  );
}
