import { IonSpinner } from '@ionic/react';
import { paths } from '@/config/paths';
import { useRefreshTickets, useTicket } from '@/features/purchases/api/get-tickets';
import { TicketQr } from '@/features/purchases/components/ticket-qr';
import { ru } from '@/i18n/ru';
import { isApiError } from '@/lib/api-client';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';
import { useParams } from 'react-router-dom';

const t = ru.commerce;

/** spec §2.2 /tabs/profile/tickets/{qrCodeId} and /user/qrcode/{id}: the ticket's QR code. */
export default function TicketPage() {
  const { qrCodeId = '' } = useParams<{ qrCodeId: string }>();
  const q = useTicket(qrCodeId);
  const refresh = useRefreshTickets();
  return (
    <PageShell title={t.ticketTitle} backHref={paths.tickets} onRefresh={refresh}>
      {q.isPending ? (
        <div className="sk-pay" aria-busy="true">
          <IonSpinner aria-label={ru.app.loading} />
        </div>
      ) : q.isError ? (
        <EmptyState
          title={
            isApiError(q.error) && q.error.status === 404 ? t.ticketNotFound : t.ticketsLoadError
          }
          hint={isApiError(q.error) && q.error.status === 404 ? undefined : q.error.message}
          action={<BackToMainLink />}
        />
      ) : (
        <TicketQr ticket={q.data} />
      )}
    </PageShell>
  );
}
