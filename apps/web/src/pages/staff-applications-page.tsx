import { paths } from '@sportkarta/contract/routes/paths';
import { staffApplicationsKey } from '@/features/venue-applications/api/get-staff-applications';
import { ApplicationsBoard } from '@/features/venue-applications/components/applications-board';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Issue 24 (`sections-page`; `applications.read`, `.decide`): the venue's section applications. */
export default function StaffApplicationsPage() {
  return (
    <StaffPage
      title={t.applicationsTitle}
      backHref={paths.staffHome}
      refreshKey={staffApplicationsKey}
      permission="applications.read"
      flags={['sections-page']}
    >
      {(r) => (
        <ApplicationsBoard
          complexId={r.complexId}
          canDecide={r.permissions.includes('applications.decide')}
        />
      )}
    </StaffPage>
  );
}
