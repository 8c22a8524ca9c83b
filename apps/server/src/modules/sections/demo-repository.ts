import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// The demo copy's section applications (modules/sections/demo.ts).

/** The parent's youngest child (a demo copy's children are the template's). */
export async function youngestChild(
  db: Db,
  parentId: string,
): Promise<{ id: string; birthDate: string } | undefined> {
  const [child] = await queryRows<{ id: string; birthDate: string }>(
    db,
    sql`select id, birth_date::text as "birthDate" from children
         where parent_id = ${parentId} order by birth_date desc, id limit 1`,
  );
  return child;
}

/**
 * An application made `createdAt` and decided `decidedAt` (null: still NEW), at the first rate
 * of its section's package. Written as it stands: no notification, no decision by anyone.
 */
export async function insertDemoMember(
  db: Db,
  m: {
    groupId: number;
    sectionId: number;
    userId: string;
    childId: string;
    status: 'NEW' | 'APPROVED' | 'DISMISSED';
    reason: string | null;
    createdAt: Date;
    decidedAt: Date | null;
  },
): Promise<void> {
  await db.execute(
    sql`insert into section_members (group_id, user_id, child_id, status, rate_id, reason,
                                     created_at, decided_at)
        values (${m.groupId}, ${m.userId}, ${m.childId}, ${m.status},
                (select r.id from sections s join package_rates r on r.package_id = s.package_id
                  where s.id = ${m.sectionId} order by r.position, r.id limit 1),
                ${m.reason},
                ${m.createdAt.toISOString()}, ${m.decidedAt?.toISOString() ?? null})`,
  );
}
