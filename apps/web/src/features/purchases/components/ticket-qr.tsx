import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { countText } from '@/lib/zoned-format';
import { StatusBadge, ticketWhen } from './ticket-card';
import './purchases.css';

const t = ruCommerce;

/** The QR code of the server-signed token, drawn large on white so a scanner reads it. */
export function QrImage({ token, alt }: { token: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, scale: 8 }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? (
    <img className="sk-qr__image" src={src} alt={alt} />
  ) : (
    <div className="sk-qr__image sk-qr__image--pending" aria-busy="true" />
  );
}

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
