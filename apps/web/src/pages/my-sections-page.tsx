import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshMemberships } from '@/features/sections/api/get-memberships';
import { MembershipsView } from '@/features/sections/components/memberships-view';
import { ruSections } from '@/i18n/ru-sections';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

const t = ruSections;

/** /tabs/profile/sections (our route): the person's and children's section applications. */
export default function MySectionsPage() {
  const { status } = useSession();
  const refresh = useRefreshMemberships();
  const signedIn = status === 'logged-in';
  return (
    <PageShell title={t.menu} backHref={paths.profile} onRefresh={signedIn ? refresh : undefined}>
      {signedIn ? (
        <MembershipsView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.membershipsAuthTitle} />
      ) : null}
    </PageShell>
  );
}
