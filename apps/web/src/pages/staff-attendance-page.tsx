import { useParams, useSearchParams } from 'react-router-dom';
import { todayLocalIso } from '@sportkarta/contract/clock';
import { paths } from '@sportkarta/contract/routes/paths';
import { AttendanceForm } from '@/features/venue-groups/components/attendance-form';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Issue 24 (`new-mentors-page`; `attendance.mark`): who came to a group on a date. */
export default function StaffAttendancePage() {
  const groupId = Number(useParams().groupId);
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? todayLocalIso();
  return (
    <StaffPage
      title={t.attendanceTitle}
      backHref={paths.staffRoster(groupId)}
      permission="attendance.mark"
      flags={['new-mentors-page']}
    >
      {(r) => (
        <AttendanceForm
          complexId={r.complexId}
          groupId={groupId}
          date={date}
          onDate={(next) => setSearch({ date: next }, { replace: true })}
        />
      )}
    </StaffPage>
  );
}
