import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshFriends } from '@/features/friends/api/get-friends';
import { InviteView } from '@/features/friends/components/invite-view';
import { ruFriends as t } from '@/i18n/ru-friends';
import { PageShell } from '@/ui/page-shell';

/** /invite/{code} (issues 14–15): a friend's invitation, opened from a link or a QR code. */
export default function InvitePage() {
  const { code = '' } = useParams();
  const refresh = useRefreshFriends();
  return (
    <PageShell title={t.invitePageTitle} backHref={paths.main} onRefresh={refresh}>
      <InviteView code={code} />
    </PageShell>
  );
}
