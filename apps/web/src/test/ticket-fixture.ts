import type { Ticket } from '@sportkarta/contract/api/purchases';

/** A ticket as the purchases lists answer it (Saturday's evening swim); tests override fields. */
export const aTicket = (o: Partial<Ticket>): Ticket => ({
  qrCodeId: 'Qx7f3Kp9LmN2vB8rT4yW1a',
  orderId: '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
  orderNumber: 100042,
  kind: 'EVENT',
  status: 'ACTIVE',
  title: 'Свободное плавание',
  complexId: 7,
  complexName: 'Бассейн «Волна»',
  placeName: 'Бассейн 25 м',
  timeZone: 'Europe/Moscow',
  visitDate: '2026-11-28',
  startsAt: '2026-11-28T16:00:00.000Z',
  endsAt: '2026-11-28T17:00:00.000Z',
  visitsTotal: 1,
  visitsUsed: 0,
  holder: { childId: null, name: 'Анна Демидова' },
  qrToken: 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJReDdmIn0.c2lnbmF0dXJl',
  validUntil: '2026-11-28T17:00:00.000Z',
  purchasedAt: '2026-11-25T08:00:00.000Z',
  ...o,
});
