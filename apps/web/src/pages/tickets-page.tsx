import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshTickets } from '@/features/purchases/api/get-tickets';
import { TicketsView } from '@/features/purchases/components/tickets-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';

const t = ruCommerce;

/** spec §2.2 /tabs/profile/tickets: the person's tickets; a visitor is asked to sign in. */
export default function TicketsPage() {
  const { status } = useSession();
  const refresh = useRefreshTickets();
  const signedIn = status === 'logged-in';
  return (
    <PageShell
      title={t.ticketsTitle}
      backHref={paths.profile}
      onRefresh={signedIn ? refresh : undefined}
    >
      {signedIn ? (
        <TicketsView />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.ticketsAuthTitle} hint={t.ticketsAuthHint} />
      ) : null}
    </PageShell>
  );
}
