import type {
  CreateMemberRequest,
  DecisionRequest,
  Membership,
} from '@sportkarta/contract/api/sections';
import { ageFits, groupAgeRange } from '@sportkarta/contract/api/sections';
import { formatAgeRange, GROUP_MEMBERSHIP_STATUS_LABELS } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import { ageOn, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { StaffAccess } from '../../plugins/staff-guard';
import { assertMayTakeCapacity, type DemoSeal } from '../auth/demo-seal';
import { notify } from '../notifications/notify';
import { appendAudit } from '../staff-audit/append';
import {
  birthDateOfUser,
  coachesByIds,
  decideMember,
  findSection,
  findGroups,
  hasMember,
  insertMember,
  lockGroup,
  lockMember,
  withdrawMember,
  findMemberships,
  ownerOfChild,
  type CoachRow,
  type GroupRow,
  type MembershipFilter,
  type MembershipRow,
} from './repository';
import { GROUP_NOT_FOUND, SECTION_NOT_FOUND, sectionRates, toGroup } from './service';
import { offerFreedPlaces } from './waitlist';

// Issue 13: applications to a section group — made by a person for themself or a child,
// decided by the venue's staff. A place is taken by the application and given back when it is
// dismissed (the trigger of migration 0010); a member applies to a group once, whatever the answer.
// A full group takes applications into its waiting list (issue 25, waitlist.ts).

export const MEMBER_NOT_FOUND = 'Заявка не найдена';
const CHILD_NOT_FOUND = 'Ребёнок не найден';

/** Applications with their groups and coaches, newest first. */
async function memberships(db: Db, filter: MembershipFilter): Promise<Membership[]> {
  const rows = await findMemberships(db, filter);
  if (rows.length === 0) return [];
  const groups = await findGroups(
    db,
    { ids: [...new Set(rows.map((r) => r.groupId))] },
    { any: true },
  );
  const coaches = await coachesByIds(db, [...new Set(groups.map((g) => g.coachId))]);
  return rows.map((r) => toMembership(r, groups, coaches));
}

function toMembership(
  r: MembershipRow,
  groups: readonly GroupRow[],
  coaches: readonly CoachRow[],
): Membership {
  const g = groups.find((x) => x.id === r.groupId)!;
  const c = coaches.find((x) => x.id === g.coachId)!;
  const { sectionGroupMemberList: _, ...group } = toGroup(g);
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    childId: r.childId,
    memberName: r.memberName,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    complexId: r.complexId,
    complexName: r.complexName,
    timeZone: r.timeZone,
    section: { id: g.sectionId, name: g.sectionName },
    group,
    coach: {
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      middleName: c.middleName,
      secondName: c.secondName,
    },
    rateId: r.rateId,
    paidPackageId: r.paidPackageId,
    waitingPosition: r.waitingPosition,
  };
}

/** Who is applying and their birth date: the person, or their own child (another's is 404). */
async function applicant(db: Db, userId: string, childId: string | null) {
  if (childId === null) return { birthDate: await birthDateOfUser(db, userId), name: null };
  const child = await ownerOfChild(db, childId);
  if (!child || child.parentId !== userId) throw new HttpError('NOT_FOUND', CHILD_NOT_FOUND);
  return { birthDate: child.birthDate, name: child.name };
}

/** POST …/group/{sectionGroupId}/create-section-member */
export async function createMember(
  db: Db,
  a: {
    complexId: number;
    sectionId: number;
    groupId: number;
    userId: string;
    body: CreateMemberRequest;
    now: Date;
    seal: DemoSeal;
  },
): Promise<Membership> {
  const s = await findSection(db, a.complexId, a.sectionId);
  if (!s) throw new HttpError('NOT_FOUND', SECTION_NOT_FOUND);
  // An application takes a place in the group: a demo login takes none at a real venue.
  await assertMayTakeCapacity(db, a.seal, a.userId, a.complexId);
  const [g] = await findGroups(db, { ids: [a.groupId], sectionId: s.id });
  if (!g) throw new HttpError('NOT_FOUND', GROUP_NOT_FOUND);
  const childId = a.body.childId ?? null;
  const who = await applicant(db, a.userId, childId);
  const range = groupAgeRange(toGroup(g));
  if (range) {
    if (!who.birthDate)
      throw new HttpError(
        'AGE_NOT_FIT',
        'Укажите дату рождения в профиле: группа набирает участников по возрасту',
      );
    const age = ageOn(who.birthDate, dateInZone(a.now, s.timeZone));
    if (!ageFits(toGroup(g), age))
      throw new HttpError(
        'AGE_NOT_FIT',
        `Группа для участников ${formatAgeRange(range.from, range.to)}, а ${who.name ?? 'вам'} — ${age}`,
      );
  }
  const rateId = a.body.rateId ?? null;
  if (rateId !== null && !(await sectionRates(db, s.packageId)).some((r) => r.id === rateId))
    throw new HttpError('NOT_FOUND', 'Тариф не найден');
  const id = await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, g.id))) throw new HttpError('NOT_FOUND', GROUP_NOT_FOUND);
    if (await hasMember(tx, g.id, { userId: a.userId, childId }))
      throw new HttpError('ALREADY_APPLIED');
    // Issue 25: places freed while nobody was offering them go to those already waiting first;
    // a full group puts the application at the end of its waiting list.
    const { free } = await offerFreedPlaces(tx, g.id, a.now);
    const inserted = await insertMember(tx, {
      groupId: g.id,
      userId: a.userId,
      childId,
      rateId,
      now: a.now,
      waiting: free <= 0,
    });
    if (!inserted) throw new HttpError('ALREADY_APPLIED');
    return inserted;
  });
  const [made] = await memberships(db, { id });
  return made!;
}

/** GET /v1/mob/section-member-group/list: the person's and their children's applications. */
export async function ownMemberships(db: Db, userId: string): Promise<{ members: Membership[] }> {
  return { members: await memberships(db, { userId }) };
}

export const NOT_DECIDER = 'Решать заявки может только сотрудник этого спортобъекта';

/**
 * GET /v1/mob/staff/section-members: a venue's applications for its staff (the guard has
 * checked applications.read at the venue), optionally of one group.
 */
export async function venueMemberships(
  db: Db,
  a: { complexId: number; status?: Membership['status']; groupId?: number | undefined },
): Promise<{ members: Membership[] }> {
  const members = await memberships(db, { complexId: a.complexId, status: a.status });
  return {
    members: a.groupId === undefined ? members : members.filter((m) => m.group.id === a.groupId),
  };
}

/** The applicant (the parent, for a child) hears the decision, in the deciding transaction. */
function tellApplicant(tx: Db, userId: string, m: Membership, now: Date) {
  const what = `«${m.section.name}», группа «${m.group.name}» (${m.memberName})`;
  return notify(tx, {
    userId,
    kind: 'SECTION_APPLICATION',
    title: GROUP_MEMBERSHIP_STATUS_LABELS[m.status],
    body:
      m.status === 'APPROVED'
        ? `${what}. Оплатите тариф в разделе «Мои секции», чтобы начать занятия.`
        : `${what}. Причина: ${m.reason ?? 'не указана'}`,
    link: paths.mySections,
    dedupeKey: `section:${m.id}:${m.status}`,
    now,
  });
}

export const WAITING_NOT_APPROVABLE =
  'Заявка в листе ожидания: принять её можно, когда в группе освободится место';

export const NOT_WITHDRAWABLE = 'Отозвать можно только заявку, которая ещё на рассмотрении';

/**
 * POST /v1/mob/section-members/{memberId}/withdraw (issue 28): the applicant (the parent, for a
 * child) takes back an application still under review. Someone else's is "not found"; a decided
 * or already withdrawn one is 409 (the state only moves forward). The place goes back to the
 * group (the trigger of migration 0010), and the venue sees it withdrawn, with no decision left.
 */
export async function withdraw(
  db: Db,
  a: { userId: string; memberId: string; now: Date },
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const row = await lockMember(tx, a.memberId);
    if (!row || row.userId !== a.userId) throw new HttpError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (!(await withdrawMember(tx, a))) throw new HttpError('CONFLICT', NOT_WITHDRAWABLE);
    await offerFreedPlaces(tx, row.groupId, a.now);
    const [withdrawn] = await memberships(tx, { id: row.id });
    return withdrawn!;
  });
}

/**
 * POST /v1/mob/staff/section-members/{memberId}/decision: approve, or dismiss with a reason
 * (the place goes back to the group). Decided once: a second decision is 409. The applicant is
 * told (a notification, pushed to their devices).
 */
export async function decide(
  db: Db,
  a: { access: StaffAccess; memberId: string; body: DecisionRequest; now: Date },
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const row = await lockMember(tx, a.memberId);
    if (!row) throw new HttpError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (!a.access.can(row.complexId, 'applications.decide'))
      throw new HttpError('FORBIDDEN', NOT_DECIDER);
    if (a.body.status === 'APPROVED' && row.waitingPosition !== null)
      throw new HttpError('CONFLICT', WAITING_NOT_APPROVABLE);
    const reason = a.body.status === 'DISMISSED' ? (a.body.reason ?? null) : null;
    const changed = await decideMember(tx, {
      memberId: row.id,
      status: a.body.status,
      reason,
      by: a.access.userId,
      now: a.now,
    });
    if (!changed) throw new HttpError('CONFLICT', 'Решение по этой заявке уже принято');
    const [decided] = await memberships(tx, { id: row.id });
    await appendAudit(tx, {
      complexId: row.complexId,
      actorUserId: a.access.userId,
      kind: 'APPLICATION_DECISION',
      at: a.now,
      objectType: 'section_member',
      objectId: row.id,
      before: { status: 'NEW' },
      after: { status: decided!.status, reason: decided!.reason, member: decided!.memberName },
    });
    await tellApplicant(tx, row.userId, decided!, a.now);
    if (decided!.status === 'DISMISSED') await offerFreedPlaces(tx, row.groupId, a.now);
    return decided!;
  });
}
