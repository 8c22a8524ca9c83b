import type { Ticket } from '@sportkarta/contract/api/purchases';
import { nearestTicket, ticketDay } from './ticket-day';
import { aTicket } from '@/test/ticket-fixture';

const ticket = (o: Partial<Ticket>): Ticket =>
  aTicket({
    orderNumber: 1,
    placeName: null,
    visitDate: null,
    holder: { childId: null, name: 'Анна' },
    qrToken: 'x.y.z',
    ...o,
  });

describe('ticketDay', () => {
  it('is the session’s day where the venue is, not in UTC', () => {
    // 15:30 UTC on Saturday is 01:30 on Sunday in Vladivostok.
    const far = ticket({ startsAt: '2026-11-28T15:30:00.000Z', timeZone: 'Asia/Vladivostok' });
    expect(ticketDay(far)).toBe('2026-11-29');
    expect(ticketDay(ticket({ startsAt: null, visitDate: '2026-11-26' }))).toBe('2026-11-26');
  });
});

describe('nearestTicket', () => {
  // Wednesday 25 November, 11:00 in Moscow.
  const NOW = Date.parse('2026-11-25T08:00:00Z');

  it('is the active ticket that starts first among those not over; a visit counts from its day', () => {
    const saturday = ticket({ qrCodeId: 'sat' });
    const past = ticket({
      qrCodeId: 'past',
      startsAt: '2026-11-24T16:00:00.000Z',
      validUntil: '2026-11-24T17:00:00.000Z',
      status: 'OUTDATED',
    });
    const used = ticket({
      qrCodeId: 'used',
      startsAt: '2026-11-26T16:00:00.000Z',
      status: 'EXHAUSTED',
    });
    const thursdayVisit = ticket({
      qrCodeId: 'thu',
      kind: 'SERVICE',
      startsAt: null,
      endsAt: null,
      visitDate: '2026-11-26',
      validUntil: '2026-11-26T21:00:00.000Z',
    });
    expect(nearestTicket([saturday, past, used], NOW)?.qrCodeId).toBe('sat');
    expect(nearestTicket([saturday, thursdayVisit], NOW)?.qrCodeId).toBe('thu');
    expect(nearestTicket([past, used], NOW)).toBeNull();
  });

  it('a session going on now comes first', () => {
    const now = ticket({
      qrCodeId: 'now',
      startsAt: '2026-11-25T07:30:00.000Z',
      validUntil: '2026-11-25T08:30:00.000Z',
    });
    expect(nearestTicket([ticket({}), now], NOW)?.qrCodeId).toBe('now');
  });
});
