import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshNotifications } from '@/features/notifications/api/get-notifications';
import { NotificationsView } from '@/features/notifications/components/notifications-view';
import { ruNotifications as t } from '@/i18n/ru-notifications';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

/** spec §2.2 /tabs/profile/notification: the person's notifications; a visitor is asked to sign in. */
export default function NotificationsPage() {
  const { status } = useSession();
  const refresh = useRefreshNotifications();
  const signedIn = status === 'logged-in';
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <NotificationsView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : null}
    </PageShell>
  );
}
