import type { Db } from '../../db/client';
import { findHold, findService, heldSeats, lockSession, takeServiceDay } from './repository';
import {
  addSold,
  convertHold,
  findLines,
  findOrder,
  insertSoldPackage,
  insertTickets,
  markIssued,
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
    // A savepoint: a line that cannot be issued undoes the lines issued before it.
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
    const session = await lockSession(tx, line.sessionId);
    if (!session) throw new SeatsGone();
    const holds = await heldSeats(tx, session.id, now);
    const own = await ownLiveHold(tx, line.holdId, now);
    // Seats still counted by the own live hold are ours; otherwise they must be free now.
    const free = session.capacity - session.sold - (holds - own);
    if (free < line.quantity) throw new SeatsGone();
    await addSold(tx, session.id, line.quantity);
    await convertHold(tx, line.holdId);
    await insertTickets(tx, {
      ...base,
      sessionId: session.id,
      serviceId: null,
      visitDate: line.visitDate,
      visitsTotal: 1,
      count: line.quantity,
    });
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

async function ownLiveHold(tx: Db, holdId: string, now: Date): Promise<number> {
  const hold = await findHold(tx, holdId);
  return hold && hold.status === 'ACTIVE' && hold.expiresAt > now ? hold.quantity : 0;
}
