import { paths } from '@sportkarta/contract/routes/paths';
import { checkInListsKey } from '@/features/venue-checkin-lists/api/check-in-lists';
import { ListsView } from '@/features/venue-checkin-lists/components/lists-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';

/** Issue 24 (`checkin.lists`): the venue's check-in lists. */
export default function StaffCheckInListsPage() {
  return (
    <StaffPage
      title={t.listsTitle}
      backHref={paths.staffHome}
      refreshKey={checkInListsKey}
      permission="checkin.lists"
    >
      {(r) => <ListsView complexId={r.complexId} />}
    </StaffPage>
  );
}
