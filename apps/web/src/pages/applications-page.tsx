import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshApplications } from '@/features/applications/api/get-applications';
import { ApplicationsView } from '@/features/applications/components/applications-view';
import { ruApplications as t } from '@/i18n/ru-applications';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

/** spec §2.2 /tabs/profile/applications: the person's applications; a visitor is asked to sign in. */
export default function ApplicationsPage() {
  const { status } = useSession();
  const refresh = useRefreshApplications();
  const signedIn = status === 'logged-in';
  return (
    <PageShell title={t.title} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <ApplicationsView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.authTitle} />
      ) : null}
    </PageShell>
  );
}
