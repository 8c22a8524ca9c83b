import {
  refundDeadlineText,
  type OrderRefund,
  type VenueRefundAsk,
  type RefundState,
  type SoldOrder,
  type SoldOrderLine,
} from '@sportkarta/contract/api/refunds';
import type { OrderLineKind } from '@sportkarta/contract/enums';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { refundsOfOrder } from '../payments/refund-repository';
import { sendRefund } from '../payments/refund-service';
import type { PaymentDeps } from '../payments/service';
import {
  findRefunds,
  findSoldLines,
  findSoldOrder,
  insertRequestedRefund,
  succeededAttempt,
  type RefundRow,
  type SoldLineRow,
  type SoldOrderRow,
} from './repository';
import { asksOfOrder, insertAsk, type AskRow } from './section-request-repository';

// Issue 12: refunds a person asks for (docs/api-purchases.md "Refunds"). The owner's policy:
// a ticket returns until `refund_before_minutes` before its session or day, if nobody has used
// it; a package until it is activated. The money goes back through the acquirer that took it,
// the whole order or some lines (both acquirers refund partially).

export const ORDER_NOT_FOUND = 'Заказ не найден';
/** The reconciler retries a refund whose immediate send did not get through this much later. */
export const RETRY_MS = 60_000;

/**
 * A refund the venue decided (its desk, a cancelled session or series): the lines' money with
 * their fee goes back through the payment `attemptId` took, sent at once by the caller and
 * retried by the reconciler `RETRY_MS` later. Answers the refund's id and its amount.
 */
export async function queueVenueRefund(
  tx: Db,
  a: {
    orderId: string;
    attemptId: string;
    userId: string;
    lines: { id: number; amountKopecks: number; feeKopecks: number }[];
    note: string;
    now: Date;
  },
): Promise<{ refundId: string; amountKopecks: number }> {
  const lines = a.lines.map((l) => ({ id: l.id, amountKopecks: l.amountKopecks + l.feeKopecks }));
  const refundId = await insertRequestedRefund(tx, {
    orderId: a.orderId,
    attemptId: a.attemptId,
    userId: a.userId,
    lines,
    reason: 'VENUE_DECISION',
    note: a.note,
    now: a.now,
    retryAt: new Date(a.now.getTime() + RETRY_MS),
  });
  return { refundId, amountKopecks: lines.reduce((sum, l) => sum + l.amountKopecks, 0) };
}

export const STATE: Record<string, RefundState> = {
  created: 'REQUESTED',
  pending: 'SENT',
  succeeded: 'REFUNDED',
  canceled: 'REJECTED',
};

/** Why a line cannot be returned now, in Russian; null when it can. */
function blockedBy(order: SoldOrderRow, line: SoldLineRow, now: Date): string | null {
  if (order.status === 'complete') return 'Бесплатный заказ: возвращать нечего';
  if (order.status !== 'payed' && order.status !== 'returned') return 'Заказ не оплачен';
  if (line.refundStatus === 'succeeded') return 'Уже возвращено';
  if (line.refundStatus) return 'Возврат уже оформлен';
  if (line.kind === 'SECTION_GROUP') return 'Оплату секции возвращает спортобъект';
  if (line.kind === 'SERVICE_PACKAGE')
    return line.usedItems > 0 ? 'Абонемент уже активирован — вернуть его может спортобъект' : null;
  if (line.usedItems > 0) return 'Билет уже использован';
  if (
    line.startsAt &&
    line.startsAt.getTime() - order.refundBeforeMinutes * 60_000 <= now.getTime()
  )
    return `Вернуть билет можно не позднее чем за ${refundDeadlineText(order.refundBeforeMinutes)} до начала`;
  return null;
}

export function toRefund(r: RefundRow): OrderRefund {
  return {
    id: r.id,
    state: STATE[r.status] ?? 'REQUESTED',
    amountKopecks: r.amountKopecks,
    rejectReason: r.rejectReason,
    requestedAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    lineIds: r.lineIds,
    requested: r.requestedBy !== null,
    venueNote: r.note,
  };
}

export function toAsk(r: AskRow): VenueRefundAsk {
  return {
    id: r.id,
    state: r.status,
    reason: r.reason,
    rejectReason: r.rejectReason,
    requestedAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** Issue 28: why the buyer cannot ask the venue to return a section's line now (null: can). */
function askBlockedBy(order: SoldOrderRow, line: SoldLineRow, ask: AskRow | undefined) {
  if (line.kind !== 'SECTION_GROUP') return 'Вернуть эту позицию можно без запроса спортобъекту';
  if (order.status !== 'payed' && order.status !== 'returned') return 'Заказ не оплачен';
  if (line.refundStatus === 'succeeded') return 'Уже возвращено';
  if (line.refundStatus) return 'Возврат уже оформлен';
  if (ask?.status === 'NEW') return 'Запрос уже отправлен: спортобъект ещё не ответил';
  return null;
}

function toLine(
  order: SoldOrderRow,
  line: SoldLineRow,
  now: Date,
  asks: AskRow[] = [],
): SoldOrderLine {
  const blocked = blockedBy(order, line, now);
  const ask = asks.find((r) => r.orderLineId === line.id);
  const sectionLine =
    line.kind === 'SECTION_GROUP'
      ? {
          venueRequest: ask ? toAsk(ask) : null,
          venueRequestable: askBlockedBy(order, line, ask) === null,
        }
      : {};
  return {
    id: line.id,
    kind: line.kind as OrderLineKind,
    title: line.title,
    quantity: line.quantity,
    amountKopecks: line.amountKopecks,
    feeKopecks: line.feeKopecks,
    visitDate: line.visitDate,
    startsAt: line.startsAt?.toISOString() ?? null,
    refundable: blocked === null,
    refundBlockedBy: blocked,
    refundState: line.refundStatus ? (STATE[line.refundStatus] ?? null) : null,
    ...sectionLine,
  };
}

export async function readSoldOrder(
  deps: Pick<PaymentDeps, 'db'>,
  a: { userId: string; orderId: string; now: Date },
): Promise<SoldOrder> {
  const order = await findSoldOrder(deps.db, a.userId, a.orderId);
  if (!order) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
  const [lines, refunds, asks] = await Promise.all([
    findSoldLines(deps.db, order.id),
    findRefunds(deps.db, order.id),
    asksOfOrder(deps.db, order.id),
  ]);
  return {
    id: order.id,
    number: order.number,
    status: order.status as SoldOrder['status'],
    complexId: order.complexId,
    complexName: order.complexName,
    timeZone: order.timeZone,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    subtotalKopecks: order.subtotalKopecks,
    feeKopecks: order.feeKopecks,
    totalKopecks: order.totalKopecks,
    lines: lines.map((l) => toLine(order, l, a.now, asks)),
    refunds: refunds.map(toRefund),
    refundBeforeMinutes: order.refundBeforeMinutes,
  };
}

/**
 * Asks for a refund of the whole order or of some lines: every chosen line must be returnable
 * now (409 with the reason otherwise). The order row is locked, so two requests at once cannot
 * return a line twice. The refund (each line's amount and its share of the fee) is sent to the
 * acquirer at once; if that does not get through, the reconciler sends it later.
 */
export async function requestRefund(
  deps: PaymentDeps,
  a: { userId: string; orderId: string; lineIds?: number[]; now: Date },
): Promise<SoldOrder> {
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await findSoldOrder(tx, a.userId, a.orderId, true);
    if (!order) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
    const lines = await findSoldLines(tx, order.id);
    const wanted = a.lineIds ? new Set(a.lineIds) : null;
    const chosen = wanted ? lines.filter((l) => wanted.has(l.id)) : lines;
    if (wanted && chosen.length !== wanted.size)
      throw new HttpError('BAD_REQUEST', 'В заказе нет такой позиции');
    for (const line of chosen) {
      const why = blockedBy(order, line, a.now);
      if (why) throw new HttpError('CONFLICT', chosen.length > 1 ? `«${line.title}»: ${why}` : why);
    }
    const attemptId = await succeededAttempt(tx, order.id);
    if (!attemptId) throw new HttpError('CONFLICT', 'Заказ не оплачен');
    return insertRequestedRefund(tx, {
      orderId: order.id,
      attemptId,
      userId: a.userId,
      lines: chosen.map((l) => ({ id: l.id, amountKopecks: l.amountKopecks + l.feeKopecks })),
      now: a.now,
      retryAt: new Date(a.now.getTime() + RETRY_MS),
    });
  });
  await sendAtOnce(deps, a.orderId, refundId, a.now);
  return readSoldOrder(deps, a);
}

/** Sends a queued refund to the acquirer now; if that fails, the reconciler sends it later. */
export async function sendAtOnce(
  deps: PaymentDeps,
  orderId: string,
  refundId: string,
  now: Date,
): Promise<void> {
  const queued = (await refundsOfOrder(deps.db, orderId)).find((r) => r.id === refundId);
  if (queued)
    await sendRefund(deps, queued, now).catch((err: unknown) =>
      deps.log.warn({ err, refundId }, 'refund not sent at once: the reconciler will retry'),
    );
}

/**
 * Issue 28: the buyer asks the venue to return a section's line (a section's payment is returned
 * by the venue). The order row is locked, so two requests at once make one; the venue's front
 * desk answers it (venue-orders/section-requests.ts).
 */
export async function askVenueRefund(
  deps: Pick<PaymentDeps, 'db'>,
  a: { userId: string; orderId: string; lineId: number; reason: string; now: Date },
): Promise<SoldOrder> {
  await deps.db.transaction(async (tx) => {
    const order = await findSoldOrder(tx, a.userId, a.orderId, true);
    if (!order) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
    const line = (await findSoldLines(tx, order.id)).find((l) => l.id === a.lineId);
    if (!line) throw new HttpError('BAD_REQUEST', 'В заказе нет такой позиции');
    const ask = (await asksOfOrder(tx, order.id)).find((r) => r.orderLineId === line.id);
    const why = askBlockedBy(order, line, ask);
    if (why) throw new HttpError('CONFLICT', why);
    await insertAsk(tx, {
      orderId: order.id,
      lineId: line.id,
      complexId: order.complexId,
      userId: a.userId,
      reason: a.reason,
      now: a.now,
    });
  });
  return readSoldOrder(deps, a);
}
