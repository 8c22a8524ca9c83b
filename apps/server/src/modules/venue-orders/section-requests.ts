import type {
  SectionRefundDecision,
  StaffSectionRefundAsk,
} from '@sportkarta/contract/api/venue-desk';
import type { VenueRequestState } from '@sportkarta/contract/api/refunds';
import { HttpError } from '../../errors';
import type { PaymentDeps } from '../payments/service';
import { findSoldLines, insertRequestedRefund, succeededAttempt } from '../refunds/repository';
import { RETRY_MS, sendAtOnce, STATE } from '../refunds/service';
import { decideAsk, venueAsks, type StaffAskRow } from '../refunds/section-request-repository';
import { appendAudit } from '../staff-audit/append';
import { venueOrder } from './repository';

// Issue 28: the parents' requests to return a section's payment, at the venue's front desk
// (orders.read to see them, orders.refund to answer). Approving is the venue's own refund of
// the line (venueRefund's machinery): the order row locked, the refund's id the acquirer's
// Idempotence-Key, sent at once and by the reconciler if that fails. Each answer is audited.

export const ASK_NOT_FOUND = 'Запрос на возврат не найден';
export const ASK_DECIDED = 'Решение по этому запросу уже принято';
/** What the parent reads on their refund when the venue approves their request. */
export const APPROVED_NOTE = 'Спортобъект вернул оплату по вашему запросу';

function toStaff(r: StaffAskRow): StaffSectionRefundAsk {
  return {
    id: r.id,
    status: r.status,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    lineId: r.orderLineId,
    title: r.title,
    amountKopecks: r.amountKopecks + r.feeKopecks,
    buyerName: r.buyerName,
    buyerPhone: r.buyerPhone,
    childName: r.childName,
    reason: r.reason,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundState: r.refundStatus ? (STATE[r.refundStatus] ?? null) : null,
    timeZone: r.timeZone,
  };
}

export async function venueSectionAsks(
  deps: Pick<PaymentDeps, 'db'>,
  complexId: number,
  status: VenueRequestState | undefined,
) {
  return { requests: (await venueAsks(deps.db, { complexId, status })).map(toStaff) };
}

/** POST …/section-refund-requests/{requestId}/decision: approve (the refund) or reject. */
export async function decideSectionAsk(
  deps: PaymentDeps,
  a: {
    complexId: number;
    requestId: string;
    userId: string;
    body: SectionRefundDecision;
    now: Date;
  },
): Promise<StaffSectionRefundAsk> {
  const sent = await deps.db.transaction(async (tx) => {
    const [ask] = await venueAsks(tx, {
      complexId: a.complexId,
      requestId: a.requestId,
      lock: true,
    });
    if (!ask) throw new HttpError('NOT_FOUND', ASK_NOT_FOUND);
    if (ask.status !== 'NEW') throw new HttpError('CONFLICT', ASK_DECIDED);
    let refundId: string | null = null;
    if (a.body.status === 'APPROVED') {
      const order = await venueOrder(tx, a.complexId, ask.orderId, true);
      if (!order) throw new HttpError('NOT_FOUND', ASK_NOT_FOUND);
      const line = (await findSoldLines(tx, order.id)).find((l) => l.id === ask.orderLineId);
      if (!line) throw new HttpError('NOT_FOUND', ASK_NOT_FOUND);
      if (line.refundStatus === 'succeeded') throw new HttpError('CONFLICT', 'Уже возвращено');
      if (line.refundStatus) throw new HttpError('CONFLICT', 'Возврат уже оформлен');
      const attemptId = await succeededAttempt(tx, order.id);
      if (!attemptId) throw new HttpError('CONFLICT', 'Заказ не оплачен');
      refundId = await insertRequestedRefund(tx, {
        orderId: order.id,
        attemptId,
        userId: a.userId,
        lines: [{ id: line.id, amountKopecks: line.amountKopecks + line.feeKopecks }],
        reason: 'VENUE_DECISION',
        note: APPROVED_NOTE,
        now: a.now,
        retryAt: new Date(a.now.getTime() + RETRY_MS),
      });
    }
    const rejectReason = a.body.status === 'REJECTED' ? (a.body.reason ?? null) : null;
    await decideAsk(tx, {
      id: ask.id,
      status: a.body.status,
      rejectReason,
      refundId,
      by: a.userId,
      now: a.now,
    });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'SECTION_REFUND_DECISION',
      at: a.now,
      objectType: 'order',
      objectId: ask.orderId,
      orderNumber: ask.orderNumber,
      before: { status: 'NEW' },
      after: {
        status: a.body.status,
        lineIds: [ask.orderLineId],
        ...(refundId
          ? { refundId, amountKopecks: ask.amountKopecks + ask.feeKopecks }
          : { reason: rejectReason }),
      },
    });
    return refundId ? { orderId: ask.orderId, refundId } : null;
  });
  if (sent) await sendAtOnce(deps, sent.orderId, sent.refundId, a.now);
  const [after] = await venueAsks(deps.db, { complexId: a.complexId, requestId: a.requestId });
  return toStaff(after!);
}
