import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshMyEvents } from '@/features/events/api/get-my-events';
import { MyEventsList } from '@/features/events/components/my-events-list';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

/** /tabs/profile/events (our route, issue 14): events I organise or joined. */
export default function MyEventsPage() {
  const { status, user } = useSession();
  const refresh = useRefreshMyEvents();
  return (
    <PageShell title={t.myTitle} backHref={paths.profile} onRefresh={user ? refresh : undefined}>
      {user ? (
        <MyEventsList meId={user.id} />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.myAuthTitle} />
      ) : null}
    </PageShell>
  );
}
