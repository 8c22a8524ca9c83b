import { IonIcon } from '@ionic/react';
import { swapHorizontalOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaff as t } from '@/i18n/ru-staff';
import { useFlag } from '@/lib/flags';
import { useChosenStaffRole } from '@/lib/staff-role';
import '@/ui/staff-kit.css';
import './staff.css';

/**
 * The chosen venue role in a page's header («Контролёр · Бассейн „Чайка“»), opening the choice
 * again. Nothing for a visitor, or while `role-selection-page` is off.
 */
export function RoleChip() {
  const on = useFlag('role-selection-page');
  const { role } = useChosenStaffRole();
  if (!on || !role) return null;
  return (
    <Link
      className="sk-role-chip sk-focusable"
      to={paths.staffRole}
      aria-label={t.chipLabel(role.roleLabel, role.complexName)}
    >
      <span className="sk-role-chip__text" aria-hidden="true">
        {role.roleLabel}
        {/* The venue joins on a wider screen; a phone's header keeps room for the title. */}
        <span className="sk-role-chip__venue"> · {role.complexName}</span>
      </span>
      <IonIcon icon={swapHorizontalOutline} aria-hidden="true" />
    </Link>
  );
}
