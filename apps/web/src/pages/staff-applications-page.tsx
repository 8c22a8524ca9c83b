import { paths } from '@sportkarta/contract/routes/paths';
import { ApplicationsBoard } from '@/features/venue-applications/components/applications-board';
import { SectionRefundAsks } from '@/features/venue-applications/components/section-refund-asks';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Pull-to-refresh reloads the applications and the refund requests: all the venue's staff data. */
const venueStaffKey = (complexId: number) => ['user', 'staff', complexId] as const;

/**
 * Issue 24 (`sections-page`; `applications.read`, `.decide`): the venue's section applications;
 * issue 28: above them, the parents' requests to return a section's payment (`orders.read`,
 * answered with `orders.refund`).
 */
export default function StaffApplicationsPage() {
  return (
    <StaffPage
      title={t.applicationsTitle}
      backHref={paths.staffHome}
      refreshKey={venueStaffKey}
      permission="applications.read"
      flags={['sections-page']}
    >
      {(r) => (
        <>
          {r.permissions.includes('orders.read') ? (
            <SectionRefundAsks
              complexId={r.complexId}
              canDecide={r.permissions.includes('orders.refund')}
            />
          ) : null}
          <ApplicationsBoard
            complexId={r.complexId}
            canDecide={r.permissions.includes('applications.decide')}
          />
        </>
      )}
    </StaffPage>
  );
}
