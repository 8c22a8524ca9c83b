import type { Ticket } from '@sportkarta/contract/api/purchases';
import { dateInZone } from '@sportkarta/contract/zoned';

/** The ticket's day in its venue's time zone (YYYY-MM-DD): a session's start, a visit's day. */
export function ticketDay(ticket: Ticket): string | null {
  if (ticket.startsAt) return dateInZone(new Date(ticket.startsAt), ticket.timeZone);
  return ticket.visitDate;
}

/** When the ticket starts to count (ms): the session's start, else the start of its validity day. */
const startOf = (ticket: Ticket): number =>
  ticket.startsAt ? Date.parse(ticket.startsAt) : Date.parse(ticket.validUntil) - 86_400_000;

/**
 * spec §2.2 /tickets/summary: the ticket to show at the door — the active one that starts
 * first among those not over yet (one going on now comes before a later one).
 */
export function nearestTicket(items: readonly Ticket[], nowMs: number): Ticket | null {
  let best: Ticket | null = null;
  for (const ticket of items) {
    if (ticket.status !== 'ACTIVE' || Date.parse(ticket.validUntil) <= nowMs) continue;
    if (!best || startOf(ticket) < startOf(best)) best = ticket;
  }
  return best;
}
