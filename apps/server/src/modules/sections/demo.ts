import { ageFits } from '@sportkarta/contract/api/sections';
import { ageOn, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { demoRows } from '../../lib/demo-copy-step';
import { findYoungestChild } from '../children/repository';
import { insertDemoMember } from './demo-repository';
import { findGroups, type GroupRow } from './repository';
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

async function insertDemoMemberships(
  db: Db,
  userId: string,
  now: Date,
  realAcquirers: readonly string[],
): Promise<void> {
  const child = await findYoungestChild(db, userId);
  if (!child) return;
  const age = ageOn(child.birthDate, dateInZone(now, DEMO_ZONE));
  // An application takes a place: only at demo venues (issue 26), never where money is real.
  const fitting = async (all: readonly string[]) => {
    const providers = all.filter((p) => !realAcquirers.includes(p));
    if (providers.length === 0) return [];
    return bySection(
      (await findGroups(db, { openSellingThrough: providers }, { firstVenues: CANDIDATES })).filter(
        (g) => ageFits(toGroup(g), age),
      ),
    );
  };
  // The waiting one where the demo pays through YooKassa, with another group there to apply to;
  // the other two where the venue sells in the app at all.
  const waiting = (await fitting(['YOOKASSA'])).find((s) => s.length >= 2);
  const others = (await fitting(['YOOKASSA', 'SBERBANK'])).filter(
    (s) => s[0]!.sectionId !== waiting?.[0]!.sectionId,
  );
  const picks = [
    waiting && ({ group: waiting[0]!, status: 'NEW', daysAgo: 1 } as const),
    others[0] && ({ group: others[0][0]!, status: 'APPROVED', daysAgo: 6 } as const),
    others[1] && ({ group: others[1][0]!, status: 'DISMISSED', daysAgo: 12 } as const),
  ].filter((p) => !!p);
  for (const p of picks) {
    const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS);
    await insertDemoMember(db, {
      groupId: p.group.id,
      sectionId: p.group.sectionId,
      userId,
      childId: child.id,
      status: p.status,
      reason: p.status === 'DISMISSED' ? DISMISS_REASON : null,
      createdAt,
      decidedAt: p.status === 'NEW' ? null : new Date(createdAt.getTime() + 2 * DAY_MS),
    });
  }
}

/** A fresh demo copy's child has applied to three groups (after the children step). */
export const sectionsDemoCopy = demoRows((tx, copy) =>
  insertDemoMemberships(tx, copy.userId, copy.now, copy.realAcquirers),
);
