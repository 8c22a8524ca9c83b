import { paths } from '@sportkarta/contract/routes/paths';
import { staffReportsKey } from '@/features/venue-reports/api/staff-reports';
import { ReportsScreen } from '@/features/venue-reports/components/reports-screen';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';

/** Issue 25 (`new-reports-page`; `reports.read`): sales, refunds, check-ins, occupancy. */
export default function StaffReportsPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffReportsKey}
      permission="reports.read"
      flags={['new-reports-page']}
    >
      {(r) => <ReportsScreen role={r} />}
    </StaffPage>
  );
}
