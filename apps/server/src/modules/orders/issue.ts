import type { Db } from '../../db/client';
import { findService, lockSession, takeServiceDay } from './repository';
import {
  findLines,
  findOrder,
  insertSoldPackage,
  insertTickets,
  markIssued,
  sellHeldSeats,
  type OrderLineRow,
  type OrderRow,
} from './order-repository';

export type IssueResult =
  | { issued: true; already: boolean }
  | { issued: false; reason: 'SEATS_GONE' | 'ORDER_CLOSED' | 'NOT_FOUND' };

class SeatsGone extends Error {}

/**
 * Issues what an order bought, inside the caller's transaction (the free sale's, or the one
 * that marks a payment succeeded): holds become sold seats, service days are taken, tickets and
 * packages are written, and the order moves created → payed (complete when free). A hold that
 * expired while the person paid takes its seats again if they are still free; when they are
 * gone nothing changes and the caller refunds. Issuing twice changes nothing the second time.
 */
export async function issueOrder(tx: Db, orderId: string, now: Date): Promise<IssueResult> {
  const order = await findOrder(tx, orderId, true);
  if (!order) return { issued: false, reason: 'NOT_FOUND' };
  if (order.status === 'payed' || order.status === 'complete')
    return { issued: true, already: true };
  if (order.status !== 'created') return { issued: false, reason: 'ORDER_CLOSED' };
  const lines = await findLines(tx, orderId);
  try {
    // A savepoint: a line that cannot be issued undoes the lines issued before it. One line
    // needs none (two round trips fewer): it is refused before it writes anything.
    if (lines.length === 1) await issueLine(tx, order, lines[0]!, now);
    else
      await tx.transaction(async (sp) => {
        for (const line of lines) await issueLine(sp, order, line, now);
      });
  } catch (err) {
    if (err instanceof SeatsGone) return { issued: false, reason: 'SEATS_GONE' };
    throw err;
  }
  await markIssued(tx, orderId, order.totalKopecks === 0 ? 'complete' : 'payed', now);
  return { issued: true, already: false };
}

async function issueLine(tx: Db, order: OrderRow, line: OrderLineRow, now: Date): Promise<void> {
  const base = {
    orderId: order.id,
    orderLineId: line.id,
    userId: order.userId,
    childId: order.childId,
    now,
  };
  if (line.kind === 'RESERVATION' && line.sessionId !== null && line.holdId !== null) {
    // The lock first, then a statement that counts after it (one that waited for the lock
    // would count the holds as they were before the wait). Seats still counted by the own live
    // hold are ours; otherwise they must be free now.
    const session = await lockSession(tx, line.sessionId);
    if (!session) throw new SeatsGone();
    const sold = await sellHeldSeats(tx, {
      ...base,
      sessionId: session.id,
      holdId: line.holdId,
      quantity: line.quantity,
      visitDate: line.visitDate,
    });
    if (!sold) throw new SeatsGone();
    return;
  }
  if (line.kind === 'SERVICE' && line.serviceId !== null && line.visitDate !== null) {
    const service = await findService(tx, line.serviceId);
    if (!service) throw new SeatsGone();
    if (
      !(await takeServiceDay(tx, service.id, line.visitDate, line.quantity, service.dailyCapacity))
    )
      throw new SeatsGone();
    await insertTickets(tx, {
      ...base,
      sessionId: null,
      serviceId: service.id,
      visitDate: line.visitDate,
      visitsTotal: service.visitQuota,
      count: line.quantity,
    });
    return;
  }
  // A section's rate (issue 13) is issued as the section's package, like any package.
  if (
    (line.kind === 'SERVICE_PACKAGE' || line.kind === 'SECTION_GROUP') &&
    line.packageRateId !== null
  ) {
    for (let i = 0; i < line.quantity; i++)
      await insertSoldPackage(tx, { ...base, rateId: line.packageRateId });
  }
}
