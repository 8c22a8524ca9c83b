import { paths } from '@sportkarta/contract/routes/paths';
import { staffCoachesKey } from '@/features/venue-coaches/api/staff-coaches';
import { CoachesList } from '@/features/venue-coaches/components/coaches-list';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';

/** Issue 25 (`new-mentors-page`; `roster.read`): the venue's coaches, each opening a timetable. */
export default function StaffCoachesPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffCoachesKey}
      permission="roster.read"
      flags={['new-mentors-page']}
    >
      {(r) => <CoachesList role={r} />}
    </StaffPage>
  );
}
