import { paths } from '@sportkarta/contract/routes/paths';
import { teamQueryKey } from '@/features/venue-team/api/team';
import { TeamView } from '@/features/venue-team/components/team-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { useSession } from '@/lib/session';

/** Issue 24 (`team.manage`): the venue's team. */
export default function StaffTeamPage() {
  const { user } = useSession();
  return (
    <StaffPage
      title={t.teamTitle}
      backHref={paths.staffHome}
      refreshKey={teamQueryKey}
      permission="team.manage"
    >
      {(r) => <TeamView complexId={r.complexId} myUserId={user?.id ?? ''} />}
    </StaffPage>
  );
}
