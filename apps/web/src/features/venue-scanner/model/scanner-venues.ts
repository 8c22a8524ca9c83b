import type { StaffRole } from '@sportkarta/contract/api/venue-staff';

/**
 * The venues whose door this person may scan at, each once: a person may hold two roles at one
 * venue (their own and the owner's, or a controller who is also a coach).
 */
export function scannerVenues(roles: readonly StaffRole[]): StaffRole[] {
  const seen = new Set<number>();
  return roles.filter((r) => {
    if (!r.permissions.includes('checkin.scan') || seen.has(r.complexId)) return false;
    seen.add(r.complexId);
    return true;
  });
}
