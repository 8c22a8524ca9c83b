import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshTickets } from '@/features/purchases/api/get-tickets';
import { PackagesView } from '@/features/purchases/components/packages-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

const t = ruPurchases;

/** spec §2.2 /tabs/profile/servicePackages: the person's packages; a visitor is asked to sign in. */
export default function SoldPackagesPage() {
  const { status } = useSession();
  const refresh = useRefreshTickets();
  const signedIn = status === 'logged-in';
  return (
    <PageShell
      title={t.packagesTitle}
      backHref={paths.profile}
      onRefresh={signedIn ? refresh : undefined}
    >
      {signedIn ? (
        <PackagesView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.packagesAuthTitle} hint={ruCommerce.ticketsAuthHint} />
      ) : null}
    </PageShell>
  );
}
