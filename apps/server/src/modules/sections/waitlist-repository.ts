import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { MEMBER_NAME } from './member-sql-repository';

// Issue 25: a full group's waiting list (migration 0036). A waiting application is NEW with a
// `waiting_no`; it holds no place until it is offered one (`waiting_no` cleared, `offered_at`
// set), after which the trigger of migrations 0010/0036 counts it in `taken`.

const OfferedSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sectionName: z.string(),
  groupName: z.string(),
  memberName: z.string(),
});
export type OfferedRow = z.infer<typeof OfferedSchema>;

/**
 * Offers a freed place to the oldest waiting application of the group, or answers undefined when
 * nobody waits. The caller holds the group row's lock; a waiting row another transaction has
 * locked (its applicant withdrawing it) is skipped, never waited for, so two freeing
 * transactions cannot deadlock on the queue. The state only moves forward: only a row still
 * NEW and waiting is changed.
 */
export async function offerToFirstWaiting(
  db: Db,
  groupId: number,
  now: Date,
): Promise<OfferedRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`with first as (
          select id from section_members
           where group_id = ${groupId} and status = 'NEW' and waiting_no is not null
           order by waiting_no limit 1 for update skip locked),
        offered as (
          update section_members m set waiting_no = null, offered_at = ${now.toISOString()}
            from first where m.id = first.id and m.status = 'NEW' and m.waiting_no is not null
          returning m.id, m.user_id, m.child_id, m.group_id)
        select o.id, o.user_id as "userId", s.name as "sectionName", g.name as "groupName",
               ${MEMBER_NAME} as "memberName"
          from offered o
          join section_groups g on g.id = o.group_id
          join sections s on s.id = g.section_id
          join users u on u.id = o.user_id
          left join children ch on ch.id = o.child_id`,
    OfferedSchema,
  );
  return row;
}
