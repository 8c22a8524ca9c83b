import type {
  TeamCoachesResponse,
  TeamInviteRequest,
  TeamMember,
  TeamResponse,
  TeamRoleRequest,
} from '@sportkarta/contract/api/venue-desk';
import { VENUE_ROLE_LABELS, type VenueRole } from '@sportkarta/contract/api/venue-staff';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { StaffAccess } from '../../plugins/staff-guard';
import { appendAudit, type AuditEntryInput } from '../staff-audit/append';
import { findOrCreateUserByPhone } from '../users/repository';
import {
  coachOfVenue,
  coachesOfVenue,
  deleteGrant,
  insertGrant,
  lockOwnerOf,
  setGrantRole,
  teamOf,
  venuesLeftWithoutAdmin,
  type MemberRow,
} from './repository';

// Issue 24: the team of a venue (team.manage). An invited phone becomes a person at once (they
// sign in with the SMS code as anyone); the last administrator of a venue can be neither
// removed nor demoted — checked under the owner's row lock, so two changes at once cannot
// both pass (docs/venue-side.md "Team").

export const MEMBER_NOT_FOUND = 'Сотрудник не найден';
export const LAST_ADMIN = 'Нельзя удалить или понизить последнего администратора спортобъекта';
export const ALREADY_IN_TEAM = 'Этот человек уже в команде спортобъекта';
export const OWNER_ONLY = 'Роли на все спортобъекты организации меняет её администратор';
export const COACH_NOT_HERE = 'Такого тренера на этом спортобъекте нет';

type Ctx = { db: Db; access: StaffAccess; complexId: number; now: Date };

function toMember(r: MemberRow): TeamMember {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    phone: r.phone,
    role: r.role,
    roleLabel: VENUE_ROLE_LABELS[r.role],
    scope: r.scope,
    coachId: r.coachId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** An organisation-wide grant is changed only by an administrator of the organisation. */
function assertMayTouch(c: Ctx, scope: 'COMPLEX' | 'OWNER') {
  const orgAdmin = c.access.grants.some(
    (g) => g.complexId === c.complexId && g.scope === 'OWNER' && g.role === 'ADMIN',
  );
  if (scope === 'OWNER' && !orgAdmin) throw new HttpError('FORBIDDEN', OWNER_ONLY);
}

async function assertCoach(c: Ctx, tx: Db, role: VenueRole, coachId?: number) {
  if (role === 'COACH' && !(await coachOfVenue(tx, coachId!, c.complexId)))
    throw new HttpError('NOT_FOUND', COACH_NOT_HERE);
}

function audit(
  c: Ctx,
  tx: Db,
  kind: AuditEntryInput['kind'],
  id: string,
  before: unknown,
  after: unknown,
) {
  return appendAudit(tx, {
    complexId: c.complexId,
    actorUserId: c.access.userId,
    kind,
    at: c.now,
    objectType: 'staff',
    objectId: id,
    before,
    after,
  });
}

const snapshot = (m: MemberRow) => ({
  userId: m.userId,
  name: m.name,
  phone: m.phone,
  role: m.role,
  scope: m.scope,
  coachId: m.coachId,
});

export async function team(db: Db, complexId: number): Promise<TeamResponse> {
  return { members: (await teamOf(db, complexId)).map(toMember) };
}

/** GET …/team/coaches: the coach cards a COACH grant may name (this venue's only). */
export async function teamCoaches(db: Db, complexId: number): Promise<TeamCoachesResponse> {
  return { coaches: await coachesOfVenue(db, complexId) };
}

export function invite(c: Ctx, body: TeamInviteRequest): Promise<TeamMember> {
  assertMayTouch(c, body.scope);
  return c.db.transaction(async (tx) => {
    const ownerId = await lockOwnerOf(tx, c.complexId);
    if (!ownerId) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
    await assertCoach(c, tx, body.role, body.coachId);
    const person = await findOrCreateUserByPhone(tx, body.phone);
    const id = await insertGrant(tx, {
      userId: person.id,
      complexId: body.scope === 'COMPLEX' ? c.complexId : null,
      ownerId: body.scope === 'OWNER' ? ownerId : null,
      role: body.role,
      coachId: body.role === 'COACH' ? body.coachId! : null,
      now: c.now,
    });
    if (!id) throw new HttpError('CONFLICT', ALREADY_IN_TEAM);
    const [made] = await teamOf(tx, c.complexId, id);
    await audit(c, tx, 'TEAM_INVITE', id, null, snapshot(made!));
    return toMember(made!);
  });
}

/** The grant at this venue, locked behind the owner's row; 404 for another venue's. */
async function lockedMember(c: Ctx, tx: Db, memberId: string): Promise<MemberRow> {
  await lockOwnerOf(tx, c.complexId);
  const [m] = await teamOf(tx, c.complexId, memberId);
  if (!m) throw new HttpError('NOT_FOUND', MEMBER_NOT_FOUND);
  assertMayTouch(c, m.scope);
  return m;
}

async function assertNotLastAdmin(tx: Db, m: MemberRow) {
  if (m.role === 'ADMIN' && (await venuesLeftWithoutAdmin(tx, m.ownerId, m.id)) > 0)
    throw new HttpError('CONFLICT', LAST_ADMIN);
}

export function changeRole(c: Ctx, memberId: string, body: TeamRoleRequest): Promise<TeamMember> {
  return c.db.transaction(async (tx) => {
    const m = await lockedMember(c, tx, memberId);
    if (body.role === 'COACH' && m.scope === 'OWNER')
      throw new HttpError('BAD_REQUEST', 'Тренер работает на одном спортобъекте');
    await assertCoach(c, tx, body.role, body.coachId);
    if (body.role !== 'ADMIN') await assertNotLastAdmin(tx, m);
    await setGrantRole(tx, m.id, body.role, body.role === 'COACH' ? body.coachId! : null);
    const [after] = await teamOf(tx, c.complexId, m.id);
    await audit(c, tx, 'TEAM_ROLE', m.id, snapshot(m), snapshot(after!));
    return toMember(after!);
  });
}

export function removeMember(c: Ctx, memberId: string): Promise<void> {
  return c.db.transaction(async (tx) => {
    const m = await lockedMember(c, tx, memberId);
    await assertNotLastAdmin(tx, m);
    await deleteGrant(tx, m.id);
    await audit(c, tx, 'TEAM_REMOVE', m.id, snapshot(m), null);
  });
}
