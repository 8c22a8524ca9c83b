import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { staffGroupsKey } from '@/features/venue-groups/api/staff-groups-key';
import { RosterView } from '@/features/venue-groups/components/roster-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Issue 24 (`roster.read`): a group's roster, from the applications or the coach's groups. */
export default function StaffRosterPage() {
  const groupId = Number(useParams().groupId);
  return (
    <StaffPage
      title={t.rosterTitle}
      backHref={paths.staffHome}
      refreshKey={staffGroupsKey}
      permission="roster.read"
    >
      {(r) => (
        <RosterView
          complexId={r.complexId}
          groupId={groupId}
          canMark={r.permissions.includes('attendance.mark')}
        />
      )}
    </StaffPage>
  );
}
