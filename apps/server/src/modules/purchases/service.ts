import type { Ticket, TicketList } from '@sportkarta/contract/api/purchases';
import type { VisitorPackageStatus } from '@sportkarta/contract/enums-statuses';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { findTickets, type TicketRow } from './repository';

export const TICKET_NOT_FOUND = 'Билет не найден';

/**
 * A ticket's status from what happened to it (docs/api-purchases.md): its order or line
 * refunded, or canceled; used at the door (DEACTIVATED, one-time) or its visits used up
 * (EXHAUSTED); its time passed (OUTDATED); else ACTIVE.
 */
export function ticketStatus(row: TicketRow, now: Date): VisitorPackageStatus {
  if (row.orderStatus === 'returned' || row.status === 'REFUNDED') return 'REFUNDED';
  if (row.orderStatus === 'canceled' || row.status === 'CANCELED') return 'CANCELED';
  // A one-time ticket used at the door is «Погашен»; one with several visits is «Исчерпан».
  if (row.status === 'DEACTIVATED') return 'DEACTIVATED';
  if (row.visitsTotal !== null && row.visitsUsed >= row.visitsTotal)
    return row.visitsTotal === 1 ? 'DEACTIVATED' : 'EXHAUSTED';
  if (row.validUntil <= now) return 'OUTDATED';
  return 'ACTIVE';
}

async function toTicket(row: TicketRow, signer: QrSigner, now: Date): Promise<Ticket> {
  return {
    qrCodeId: row.qrCodeId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    kind: row.kind,
    status: ticketStatus(row, now),
    title: row.title,
    complexId: row.complexId,
    complexName: row.complexName,
    placeName: row.placeName,
    timeZone: row.timeZone,
    visitDate: row.visitDate,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    holder: { childId: row.childId, name: row.holderName },
    // The code is signed for the ticket's own validity; a scanner checks the rest online.
    qrToken: await signer.sign({
      qrCodeId: row.qrCodeId,
      validUntil: row.validUntil > now ? row.validUntil : new Date(now.getTime() + 60_000),
      now,
    }),
    validUntil: row.validUntil.toISOString(),
    purchasedAt: row.createdAt.toISOString(),
  };
}

export async function listTickets(
  deps: { db: Db; signer: QrSigner },
  a: { userId: string; kind: 'EVENT' | 'SERVICE'; now: Date },
): Promise<TicketList> {
  const rows = await findTickets(deps.db, a.userId, { kind: a.kind });
  return {
    items: await Promise.all(rows.map((r) => toTicket(r, deps.signer, a.now))),
    serverNow: a.now.toISOString(),
  };
}

/** One of my tickets (or my child's); anyone else's answers like a missing one. */
export async function readTicket(
  deps: { db: Db; signer: QrSigner },
  a: { userId: string; kind: 'EVENT' | 'SERVICE'; qrCodeId: string; now: Date },
): Promise<Ticket> {
  const [row] = await findTickets(deps.db, a.userId, { kind: a.kind, qrCodeId: a.qrCodeId });
  if (!row) throw new HttpError('NOT_FOUND', TICKET_NOT_FOUND);
  return toTicket(row, deps.signer, a.now);
}
