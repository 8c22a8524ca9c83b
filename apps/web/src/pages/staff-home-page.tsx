import { paths } from '@sportkarta/contract/routes/paths';
import { staffRolesQueryKey } from '@/features/venue-staff/api/get-staff-roles';
import { StaffHome } from '@/features/venue-staff/components/staff-home';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { useReconciledStaffRole } from '@/features/venue-staff/model/reconcile-role';
import { ruStaff as t } from '@/i18n/ru-staff';

/** Issue 24: the chosen venue role's home, a tile per section its keys open. */
export default function StaffHomePage() {
  useReconciledStaffRole();
  return (
    <StaffPage title={t.homeTitle} backHref={paths.profile} refreshKey={() => staffRolesQueryKey}>
      {(role) => <StaffHome role={role} />}
    </StaffPage>
  );
}
