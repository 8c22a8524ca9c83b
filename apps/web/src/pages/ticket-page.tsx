import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshTickets, useTicket } from '@/features/purchases/api/get-tickets';
import { TicketQr } from '@/features/purchases/components/ticket-qr';
import { UpdatedNote } from '@/features/purchases/components/updated-note';
import { ruCommerce } from '@/i18n/ru-commerce';
import { isApiError } from '@/lib/api-client';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageLoading } from '@/ui/page-loading';
import { PageShell } from '@/ui/page-shell';

const t = ruCommerce;

/**
 * spec §2.2 /tabs/profile/tickets/{qrCodeId} and /user/qrcode/{id}: the ticket's QR code. A
 * ticket seen before shows from the saved copy when the network fails (issue 12).
 */
export default function TicketPage() {
  const { qrCodeId = '' } = useParams<{ qrCodeId: string }>();
  const q = useTicket(qrCodeId);
  const refresh = useRefreshTickets();
  const notFound = isApiError(q.error) && q.error.status === 404;
  return (
    <PageShell title={t.ticketTitle} backHref={paths.tickets} onRefresh={refresh}>
      {q.isPending ? (
        <PageLoading />
      ) : q.data === undefined || notFound ? (
        <EmptyState
          title={notFound ? t.ticketNotFound : t.ticketsLoadError}
          hint={notFound ? undefined : q.error?.message}
          action={<BackToMainLink />}
        />
      ) : (
        <>
          <TicketQr ticket={q.data} />
          <UpdatedNote updatedAt={q.dataUpdatedAt} error={q.error} />
        </>
      )}
    </PageShell>
  );
}
