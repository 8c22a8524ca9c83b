import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// Issue 14: what the person asked others to decide — their venue proposals and the section
// enrolments of themself and their children. Only their own rows: a child counts when the
// person is its parent.

export interface ProposalRow {
  id: string;
  name: string;
  address: string;
  status: 'NEW' | 'APPROVED' | 'DISMISSED' | 'ARCHIVE';
  createdAt: Date;
}

export async function proposalsOf(db: Db, userId: string): Promise<ProposalRow[]> {
  const rows = await queryRows<ProposalRow>(
    db,
    sql`select id, name, address, status, created_at as "createdAt"
          from place_proposals where user_id = ${userId}`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export interface EnrolmentRow {
  id: string;
  status: 'NEW' | 'APPROVED' | 'DISMISSED';
  reason: string | null;
  childId: string | null;
  childName: string | null;
  sectionName: string;
  groupName: string;
  complexName: string;
  createdAt: Date;
  decidedAt: Date | null;
}

export async function enrolmentsOf(db: Db, userId: string): Promise<EnrolmentRow[]> {
  const rows = await queryRows<EnrolmentRow>(
    db,
    sql`select m.id, m.status, m.reason, m.child_id as "childId",
               ch.first_name || ' ' || ch.last_name as "childName",
               s.name as "sectionName", g.name as "groupName", c.name as "complexName",
               m.created_at as "createdAt", m.decided_at as "decidedAt"
          from section_members m
          join section_groups g on g.id = m.group_id
          join sections s on s.id = g.section_id
          join complexes c on c.id = s.complex_id
          left join children ch on ch.id = m.child_id
         where m.user_id = ${userId}
            or m.child_id in (select k.id from children k where k.parent_id = ${userId})`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt),
  }));
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
