import { Link } from 'react-router-dom';
import { nowMs } from '@sportkarta/contract/clock';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshTickets, useTickets } from '@/features/purchases/api/get-tickets';
import { TicketQr } from '@/features/purchases/components/ticket-qr';
import { UpdatedNote } from '@/features/purchases/components/updated-note';
import { nearestTicket } from '@/features/purchases/model/ticket-day';
import { ruCommerce } from '@/i18n/ru-commerce';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { EmptyState } from '@/ui/empty-state';
import { PageLoading } from '@/ui/page-loading';
import { PageShell } from '@/ui/page-shell';

const t = ruCommerce;

function Summary() {
  const sessions = useTickets('EVENT');
  const visits = useTickets('SERVICE');
  if (sessions.isPending || visits.isPending) {
    return <PageLoading />;
  }
  const items = [...(sessions.data?.items ?? []), ...(visits.data?.items ?? [])];
  const ticket = nearestTicket(items, nowMs());
  const failed = sessions.data === undefined && visits.data === undefined;
  const toTickets = (
    <Link className="sk-button" to={paths.tickets}>
      {t.toTickets}
    </Link>
  );
  if (!ticket) {
    return failed ? (
      <EmptyState title={t.ticketsLoadError} hint={sessions.error?.message} action={toTickets} />
    ) : (
      <EmptyState title={t.summaryEmpty} hint={t.summaryEmptyHint} action={toTickets} />
    );
  }
  const source = ticket.kind === 'EVENT' ? sessions : visits;
  return (
    <>
      <TicketQr ticket={ticket} />
      <UpdatedNote updatedAt={source.dataUpdatedAt} error={source.error} />
    </>
  );
}

/**
 * spec §2.2 /tickets/summary, «the same screen as the QR code page»: the QR code of my nearest
 * upcoming active ticket, from both lists (saved ones too when offline, issue 12).
 */
export default function TicketsSummaryPage() {
  const { status } = useSession();
  const refresh = useRefreshTickets();
  const signedIn = status === 'logged-in';
  return (
    <PageShell
      title={t.ticketTitle}
      backHref={paths.tickets}
      onRefresh={signedIn ? refresh : undefined}
    >
      {signedIn ? (
        <Summary />
      ) : status === 'logged-out' ? (
        <AuthPlaceholder title={t.ticketsAuthTitle} hint={t.ticketsAuthHint} />
      ) : null}
    </PageShell>
  );
}
