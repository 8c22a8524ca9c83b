import {
  PERMISSION_LABELS,
  roleCan,
  type PermissionKey,
} from '@sportkarta/contract/api/venue-staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { grantsOf, type GrantRow } from '../modules/staff/repository';

// Issue 24: the one guard of every staff call (docs/venue-side.md). It reads the venue the call
// names — `complexId` in the path, the body or the query — and lets the call through only when
// one of the person's grants there holds the permission key; a call that names no venue (the
// check-in of issue 12, a decision by an application's id) needs the key at some venue, and
// its service then checks the venue of the object with `request.staff.can`.

export const NOT_STAFF = 'Этот раздел — для сотрудников спортобъекта';
export const NOT_THIS_VENUE = 'Нет доступа к этому спортобъекту';

/** What the guard found: the grants at the named venue (or at every venue, when none named). */
export interface StaffAccess {
  userId: string;
  /** The venue the call named, or null. */
  complexId: number | null;
  grants: readonly GrantRow[];
  /** Whether a grant at `complexId` holds `key`. */
  can(complexId: number, key: PermissionKey): boolean;
  /** The venues where `key` is held. */
  venuesWith(key: PermissionKey): number[];
  /** COACH grants at the venue: their coach cards (a coach sees only those groups). */
  coachIds(complexId: number): number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 for a visitor, 403 unless the person holds `key` at the venue named. */
    staffGuard(key: PermissionKey): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffAccess | null;
  }
}

export function staffAccess(userId: string, complexId: number | null, grants: GrantRow[]) {
  const can = (id: number, key: PermissionKey) =>
    grants.some((g) => g.complexId === id && roleCan(g.role, key));
  return {
    userId,
    complexId,
    grants,
    can,
    venuesWith: (key: PermissionKey) => [
      ...new Set(grants.filter((g) => roleCan(g.role, key)).map((g) => g.complexId)),
    ],
    coachIds: (id: number) =>
      grants.filter((g) => g.complexId === id && g.coachId !== null).map((g) => g.coachId!),
  } satisfies StaffAccess;
}

/** The venue a request names, wherever it names it; undefined when it names none. */
function namedComplex(request: FastifyRequest): number | undefined {
  for (const part of [request.params, request.body, request.query]) {
    const value = (part as { complexId?: unknown } | undefined)?.complexId;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return undefined;
}

export function registerStaffGuard(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorate('staffGuard', (key: PermissionKey) => async (request: FastifyRequest) => {
    await app.authenticate(request, undefined as never);
    const userId = request.user!.id;
    const complexId = namedComplex(request);
    const grants = await grantsOf(app.db, userId, complexId);
    const access = staffAccess(userId, complexId ?? null, grants);
    if (complexId === undefined) {
      if (!access.venuesWith(key).length)
        throw new HttpError('FORBIDDEN', grants.length ? denied(key) : NOT_STAFF);
    } else if (!access.can(complexId, key)) {
      throw new HttpError('FORBIDDEN', grants.length ? denied(key) : NOT_THIS_VENUE);
    }
    request.staff = access;
  });
}

function denied(key: PermissionKey): string {
  return `Ваша роль этого не позволяет: ${PERMISSION_LABELS[key].toLowerCase()}`;
}
