import { Link } from 'react-router-dom';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import { VISITOR_PACKAGE_STATUS_LABELS } from '@sportkarta/contract/labels';
import { atLineStart } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { dayIn, dayOf, timeIn } from '@/lib/zoned-format';

/** When the ticket is for, in the venue's time zone: «Суббота, 28 ноября, 10:00–11:00». */
export function ticketWhen(t: Ticket): string {
  const text =
    t.startsAt && t.endsAt
      ? `${dayIn(t.startsAt, t.timeZone)}, ${timeIn(t.startsAt, t.timeZone)}–${timeIn(t.endsAt, t.timeZone)}`
      : t.visitDate
        ? dayOf(t.visitDate)
        : '';
  return atLineStart(text);
}

export function StatusBadge({ status }: { status: Ticket['status'] }) {
  return (
    <span className={`sk-ticket__status sk-ticket__status--${status.toLowerCase()}`}>
      {VISITOR_PACKAGE_STATUS_LABELS[status]}
    </span>
  );
}

/** A ticket in the list: what, where, when, for whom, its status; opens its QR code. */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  return (
    <li>
      <Link className="sk-ticket" to={paths.ticket(ticket.qrCodeId)}>
        <span className="sk-ticket__title">{ticket.title}</span>
        <span className="sk-ticket__when">{ticketWhen(ticket)}</span>
        <span className="sk-ticket__where">
          {ticket.complexName}
          {ticket.placeName ? ` · ${ticket.placeName}` : ''}
        </span>
        <span className="sk-ticket__foot">
          <span className="sk-ticket__holder">{ticket.holder.name}</span>
          <StatusBadge status={ticket.status} />
        </span>
      </Link>
    </li>
  );
}
