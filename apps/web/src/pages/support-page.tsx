import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshSupportRequests } from '@/features/support/api/support-requests';
import { SupportList } from '@/features/support/components/support-list';
import { ruSupport as t } from '@/i18n/ru-support';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

/** Issue 28: /tabs/profile/support — the person's requests to support and «Написать в поддержку». */
export default function SupportPage() {
  const { status } = useSession();
  const refresh = useRefreshSupportRequests();
  const signedIn = status === 'logged-in';
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <SupportList />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} />
      ) : null}
    </PageShell>
  );
}
