import { IonSpinner } from '@ionic/react';
import { lockClosedOutline, eyeOffOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FeatureFlag } from '@sportkarta/contract/api/toggles';
import type { PermissionKey, StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaff as t } from '@/i18n/ru-staff';
import { useFlags } from '@/lib/flags';
import { useChosenStaffRole } from '@/lib/staff-role';
import { EmptyState } from '@/ui/empty-state';
import '@/ui/staff-kit.css';

export interface StaffGateProps {
  /** The key the screen needs; the server refuses the calls without it anyway. */
  permission?: PermissionKey;
  /** The spec §2.3 flags that must be on (`role-selection-page` always is: it opens the side). */
  flags?: readonly FeatureFlag[];
  children: (role: StaffRole) => ReactNode;
}

/**
 * A staff screen's gate (issue 24): the flags, a chosen venue role, and the role's key. The
 * venue a screen works on is the chosen role's.
 */
export function StaffGate({ permission, flags = [], children }: StaffGateProps) {
  const { enabled, ready: flagsReady } = useFlags();
  const chosen = useChosenStaffRole();
  if (!flagsReady || !chosen.ready)
    return (
      <div className="sk-staff-center" aria-busy="true">
        <IonSpinner aria-label={t.rolesLoading} />
      </div>
    );
  if (![...flags, 'role-selection-page' as const].every((flag) => enabled.has(flag)))
    return <EmptyState title={t.unavailable} hint={t.unavailableHint} icon={eyeOffOutline} />;
  const { role } = chosen;
  if (!role)
    return (
      <EmptyState
        title={t.chooseFirst}
        hint={t.chooseFirstHint}
        action={
          <Link className="sk-button" to={paths.staffRole}>
            {t.profileChoose}
          </Link>
        }
      />
    );
  if (permission && !role.permissions.includes(permission))
    return <EmptyState title={t.noAccess} hint={t.noAccessHint} icon={lockClosedOutline} />;
  return <>{children(role)}</>;
}
