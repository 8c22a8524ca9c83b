import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { countText } from '@/lib/zoned-format';
import { StatusBadge, ticketWhen } from './ticket-card';
import { QrImage } from '@/ui/qr-image';
import './purchases.css';

const t = ruCommerce;

/** /tabs/profile/tickets/{qrCodeId}: the code, and what it lets in. */
export function TicketQr({ ticket }: { ticket: Ticket }) {
  const left =
    ticket.visitsTotal === null
      ? t.unlimitedVisits
      : countText(Math.max(ticket.visitsTotal - ticket.visitsUsed, 0), t.visitsLeft);
  return (
    <article className="sk-qr">
      <StatusBadge status={ticket.status} />
      {ticket.status === 'ACTIVE' ? (
        <>
          <QrImage token={ticket.qrToken} alt={t.qrAlt(ticket.title)} />
          <p className="sk-qr__hint">{t.showAtEntrance}</p>
        </>
      ) : (
        <p className="sk-qr__closed">
          {ruPurchases.ticketClosed[ticket.status] ?? ruPurchases.ticketClosedOther}
        </p>
      )}
      <h2 className="sk-qr__title">{ticket.title}</h2>
      <dl className="sk-qr__facts">
        <div>
          <dt className="sk-visually-hidden">Когда</dt>
          <dd>{ticketWhen(ticket)}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Где</dt>
          <dd>
            {ticket.complexName}
            {ticket.placeName ? ` · ${ticket.placeName}` : ''}
          </dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Для кого</dt>
          <dd>{t.ticketHolder(ticket.holder.name)}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Проходы</dt>
          <dd>{left}</dd>
        </div>
      </dl>
      <Link className="sk-order-link" to={paths.soldOrder(ticket.orderId)}>
        {ruPurchases.orderLink(ticket.orderNumber)}
      </Link>
    </article>
  );
}
