import {
  ROLE_PERMISSIONS,
  VENUE_ROLE_LABELS,
  type StaffRolesResponse,
} from '@sportkarta/contract/api/venue-staff';
import type { Db } from '../../db/client';
import { grantsOf } from './repository';

/** GET /v1/mob/staff/roles: each venue and role the person holds; none for a visitor. */
export async function staffRoles(db: Db, userId: string): Promise<StaffRolesResponse> {
  const grants = await grantsOf(db, userId);
  return {
    roles: grants.map((g) => ({
      complexId: g.complexId,
      complexName: g.complexName,
      timeZone: g.timeZone,
      ownerId: g.ownerId,
      role: g.role,
      roleLabel: VENUE_ROLE_LABELS[g.role],
      scope: g.scope,
      permissions: [...ROLE_PERMISSIONS[g.role]],
    })),
  };
}
