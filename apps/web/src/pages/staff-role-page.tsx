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
 * Issue 24 (`role-selection-page`): «Посетитель» or a venue's role, after sign-in (the demo
 * login's too) and from the profile. A venue role opens its home; the visitor goes back to the
 * saved place.
 */
export default function StaffRolePage() {
  const session = useSession();
  const on = useFlag('role-selection-page');
  const { role } = useChosenStaffRole();
  const navigate = useNavigate();
  const choose = (next: StaffRole | null) => {
    if (!session.user) return;
    chooseStaffRole(session.user.id, next);
    // The visitor goes back as a finished sign-in does: a pop to the page the sign-in came
    // from, else a push to the main tab (lib/session.tsx returnToSaved). Never a replace: this
    // page sits in the app's outer outlet, and Ionic 9's StackManager, replacing it with a tab
    // page whose tabs outlet mounts in that same navigation, left the tab page with
    // ion-page-invisible in Chromium — the main tab blank and the profile tab's heading never
    // seen (the demo sign-in's visitor specs, 4 runs of 6 on 27.11).
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
        <RoleChoice
          chosen={role}
          onChoose={choose}
          intro={session.user.isDemo ? t.roleIntroDemo : undefined}
        />
      ) : null}
    </PageShell>
  );
}
