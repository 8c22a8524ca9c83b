import { useNavigate } from 'react-router-dom';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { RoleChoice } from '@/features/venue-staff/components/role-choice';
import { ruStaff as t } from '@/i18n/ru-staff';
import { useFlag } from '@/lib/flags';
import { useSession } from '@/lib/session';
import { chooseStaffRole, useChosenStaffRole } from '@/lib/staff-role';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';

/**
 * Issue 24 (`role-selection-page`): «Посетитель» or a venue's role, after sign-in and from the
 * profile. A venue role opens its home; the visitor goes back to the saved place.
 */
export default function StaffRolePage() {
  const session = useSession();
  const on = useFlag('role-selection-page');
  const { role } = useChosenStaffRole();
  const navigate = useNavigate();
  const choose = (next: StaffRole | null) => {
    if (!session.user) return;
    chooseStaffRole(session.user.id, next);
    // The visitor goes back as a finished sign-in does (a replace into a tab page left it
    // invisible, ion-page-invisible: lib/session.tsx returnToSaved).
    if (next) navigate(paths.staffHome, { replace: true });
    else session.returnToSaved();
  };
  return (
    <PageShell title={t.roleTitle} backHref={paths.profile}>
      {session.status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : !on ? (
        <EmptyState title={t.unavailable} hint={t.unavailableHint} />
      ) : session.user ? (
        <RoleChoice chosen={role} onChoose={choose} />
      ) : null}
    </PageShell>
  );
}
