import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { chooseStaffRole, useChosenStaffRole } from '@/lib/staff-role';
import { sameRole, useStaffRoles } from '../api/get-staff-roles';

/**
 * The choice kept on the device is a snapshot: the staff home asks the roles again and keeps
 * it in step — new permission keys, or back to the visitor when the role was taken away.
 */
export function useReconciledStaffRole(): void {
  const { user } = useSession();
  const { role } = useChosenStaffRole();
  const roles = useStaffRoles(user !== null && role !== null);
  useEffect(() => {
    if (!user || !role || !roles.data) return;
    const fresh = roles.data.find((r) => sameRole(r, role));
    if (!fresh) chooseStaffRole(user.id, null);
    else if (JSON.stringify(fresh) !== JSON.stringify(role)) chooseStaffRole(user.id, fresh);
  }, [user, role, roles.data]);
}
