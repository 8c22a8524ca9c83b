import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The demo copy's section applications (modules/sections/demo.ts).

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
