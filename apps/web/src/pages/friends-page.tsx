import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshFriends } from '@/features/friends/api/get-friends';
import { FriendsView } from '@/features/friends/components/friends-view';
import { ruFriends as t } from '@/i18n/ru-friends';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

/** /tabs/profile/friends (issue 14): friends and requests; a visitor is asked to sign in. */
export default function FriendsPage() {
  const { status } = useSession();
  const refresh = useRefreshFriends();
  const signedIn = status === 'logged-in';
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <FriendsView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} hint={t.authHint} />
      ) : null}
    </PageShell>
  );
}
