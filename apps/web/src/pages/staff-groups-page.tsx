import { paths } from '@sportkarta/contract/routes/paths';
import { staffGroupsKey } from '@/features/venue-groups/api/staff-groups-key';
import { GroupsList } from '@/features/venue-groups/components/groups-list';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Issue 24 (`new-mentors-page`; `roster.read`): a coach's groups. */
export default function StaffGroupsPage() {
  return (
    <StaffPage
      title={t.groupsTitle}
      backHref={paths.staffHome}
      refreshKey={staffGroupsKey}
      permission="roster.read"
      flags={['new-mentors-page']}
    >
      {(r) => (
        <GroupsList complexId={r.complexId} edits={r.permissions.includes('catalogue.edit')} />
      )}
    </StaffPage>
  );
}
