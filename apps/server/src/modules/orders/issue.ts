import type { Db } from '../../db/client';
import { findService, lockSession, takeServiceDay } from './repository';
import {
  findLines,
  findOrder,
  insertSoldPackage,
  insertTickets,
  markIssued,
  sellHeldSeats,
  type OrderRow,
  type PlacedLine,
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
  return issuePlaced(tx, order, await findLines(tx, orderId), now, { sessionsLocked: false });
}

/**
 * Issues an order placed in this very transaction, from what `placeOrder` returned (the free
 * sale, issue 27: three round trips fewer). Nobody else can see, lock or change a row before
 * the transaction that inserts it commits, so its state is the one just written: `created`.
 * `sessionsLocked`: pricing locked each reservation's session in this transaction already
 * (`lockHoldSession`), so issuing counts under that lock instead of taking it again.
 */
export async function issuePlaced(
  tx: Db,
  order: IssuedOrder,
  lines: readonly PlacedLine[],
  now: Date,
  opts: { sessionsLocked: boolean; marked?: boolean },
): Promise<IssueResult> {
  try {
    // A savepoint: a line that cannot be issued undoes the lines issued before it. One line
    // needs none (two round trips fewer): it is refused before it writes anything.
    if (lines.length === 1) await issueLine(tx, order, lines[0]!, now, opts.sessionsLocked);
    else
      await tx.transaction(async (sp) => {
        for (const line of lines) await issueLine(sp, order, line, now, opts.sessionsLocked);
      });
  } catch (err) {
    if (err instanceof SeatsGone) return { issued: false, reason: 'SEATS_GONE' };
    throw err;
  }
  // An order written «complete» by placeOrder (issuedAtOnce) needs no second write.
  if (!opts.marked)
    await markIssued(tx, order.id, order.totalKopecks === 0 ? 'complete' : 'payed', now);
  return { issued: true, already: false };
}

/** What issuing reads of an order. */
type IssuedOrder = Pick<OrderRow, 'id' | 'userId' | 'childId' | 'totalKopecks'>;

async function issueLine(
  tx: Db,
  order: IssuedOrder,
  line: PlacedLine,
  now: Date,
  sessionLocked: boolean,
): Promise<void> {
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
    if (!sessionLocked && !(await lockSession(tx, line.sessionId))) throw new SeatsGone();
    const sold = await sellHeldSeats(tx, {
      ...base,
      sessionId: line.sessionId,
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
