import { paths } from '@sportkarta/contract/routes/paths';
import { staffSessionsKey } from '@/features/venue-sessions/api/staff-sessions';
import { SessionsScreen } from '@/features/venue-sessions/components/sessions-screen';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueSessions as t } from '@/i18n/ru-venue-sessions';

/** Issue 25 (`new-services-sections-packages`; `sessions.read`): the venue's session calendar and
 * its weekly series (`?view=series`). */
export default function StaffSessionsPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffSessionsKey}
      permission="sessions.read"
      flags={['new-services-sections-packages']}
    >
      {(r) => <SessionsScreen role={r} />}
    </StaffPage>
  );
}
