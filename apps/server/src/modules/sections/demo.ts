import { sql, type SQL } from 'drizzle-orm';
import { ageFits } from '@sportkarta/contract/api/sections';
import { ageOn, dateInZone } from '@sportkarta/contract/zoned';
import { queryRows, type Db } from '../../db/client';
import { groupsWhere, type GroupRow } from './repository';
import { toGroup } from './service';

// Issue 13 "Data": a fresh demo person's child already has one application of each status —
// waiting (in a section that has another group for the child, to try applying there),
// accepted (ready to pay) and declined with a reason — in groups that fit the child's age today.

const DAY_MS = 86_400_000;
/** The demo venues are in Moscow; the ages are counted on its day. */
const DEMO_ZONE = 'Europe/Moscow';
/** Groups looked at, from the first venues (the demo person's favourites are among them). */
const CANDIDATES = 400;
const DISMISS_REASON = 'Группа на этот сезон укомплектована. Попробуйте группу в другое время.';

/** Groups by section, in the order they came. */
function bySection(groups: readonly GroupRow[]): GroupRow[][] {
  const out = new Map<number, GroupRow[]>();
  for (const g of groups) out.set(g.sectionId, [...(out.get(g.sectionId) ?? []), g]);
  return [...out.values()];
}

export async function insertDemoMemberships(db: Db, userId: string, now: Date): Promise<void> {
  const [child] = await queryRows<{ id: string; birthDate: string }>(
    db,
    sql`select id, birth_date::text as "birthDate" from children
         where parent_id = ${userId} order by birth_date desc, id limit 1`,
  );
  if (!child) return;
  const age = ageOn(child.birthDate, dateInZone(now, DEMO_ZONE));
  const fitting = async (providers: SQL) =>
    bySection(
      (
        await groupsWhere(
          db,
          sql`g.taken < g.places and exists (
                select 1 from complexes c join cashbox_accounts a on a.owner_id = c.owner_id
                 where c.id = s.complex_id and a.provider in (${providers}))`,
          { firstVenues: CANDIDATES },
        )
      ).filter((g) => ageFits(toGroup(g), age)),
    );
  // The waiting one where the demo pays through YooKassa, with another group there to apply to;
  // the other two where the venue sells in the app at all.
  const waiting = (await fitting(sql`'YOOKASSA'`)).find((s) => s.length >= 2);
  const others = (await fitting(sql`'YOOKASSA', 'SBERBANK'`)).filter(
    (s) => s[0]!.sectionId !== waiting?.[0]!.sectionId,
  );
  const picks = [
    waiting && { group: waiting[0]!, status: 'NEW', daysAgo: 1 },
    others[0] && { group: others[0][0]!, status: 'APPROVED', daysAgo: 6 },
    others[1] && { group: others[1][0]!, status: 'DISMISSED', daysAgo: 12 },
  ].filter((p) => !!p);
  for (const p of picks) {
    const created = new Date(now.getTime() - p.daysAgo * DAY_MS);
    const decided = p.status === 'NEW' ? null : new Date(created.getTime() + 2 * DAY_MS);
    await db.execute(
      sql`insert into section_members (group_id, user_id, child_id, status, rate_id, reason,
                                       created_at, decided_at)
          values (${p.group.id}, ${userId}, ${child.id}, ${p.status},
                  (select r.id from sections s join package_rates r on r.package_id = s.package_id
                    where s.id = ${p.group.sectionId} order by r.position, r.id limit 1),
                  ${p.status === 'DISMISSED' ? DISMISS_REASON : null},
                  ${created.toISOString()}, ${decided?.toISOString() ?? null})`,
    );
  }
}
