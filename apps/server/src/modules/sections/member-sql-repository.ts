import { sql, type SQL } from 'drizzle-orm';

// SQL fragments every list of section applications shares (aliases: `m` the application,
// `u` the applicant, `ch` the child).

/** The member's name: the child's, else the applicant's. */
export const MEMBER_NAME = sql.raw(`coalesce(ch.first_name || ' ' || ch.last_name,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
    'Без имени')`);

/**
 * The 1-based place in its group's queue of the application aliased `m`, or null when it is not
 * waiting. Shared by every list that shows an application to its applicant.
 */
export const waitingPositionOf = (m: string): SQL =>
  sql.raw(`case when ${m}.waiting_no is not null and ${m}.status = 'NEW' then
    (select count(*)::int from section_members w
      where w.group_id = ${m}.group_id and w.status = 'NEW'
        and w.waiting_no is not null and w.waiting_no <= ${m}.waiting_no) end`);
