import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { staffCoachesKey } from '@/features/venue-coaches/api/staff-coaches';
import { CoachTimetable } from '@/features/venue-coaches/components/coach-timetable';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { useChosenStaffRole } from '@/lib/staff-role';

/**
 * Issue 25 (`new-mentors-page`; `roster.read`): a coach's timetable by week (`?week=`), with
 * the substitutions (`catalogue.edit`). A coach comes here from the home, so goes back there.
 */
export default function StaffCoachPage() {
  const coachId = Number(useParams().coachId);
  const [search, setSearch] = useSearchParams();
  const { role } = useChosenStaffRole();
  const all = role?.permissions.includes('groups.all') ?? false;
  return (
    <StaffPage
      title={t.timetableTitle}
      backHref={all ? paths.staffCoaches : paths.staffHome}
      refreshKey={staffCoachesKey}
      permission="roster.read"
      flags={['new-mentors-page']}
    >
      {(r) => (
        <CoachTimetable
          role={r}
          coachId={coachId}
          week={search.get('week')}
          onWeek={(day) => setSearch(day ? { week: day } : {}, { replace: true })}
        />
      )}
    </StaffPage>
  );
}
