import type { PaymentProvider } from '@sportkarta/contract/enums';
import type { Db } from '../../db/client';
import { ProviderError } from '../../integrations/payments/types';
import { noticeRefundFinished } from './notices';
import {
  markLineRefunded,
  markOrderReturned,
  moveRefund,
  refundedLines,
  type RefundOutcome,
  type RefundRow,
  releaseServiceDay,
  releaseSessionSeats,
} from './refund-repository';
import { findAttempt } from './repository';
import type { PaymentDeps } from './service';

/**
 * Sends one queued refund under its own id as the key (a repeat is answered with the same
 * refund). A refusal (a 4xx or an error code) is final: the refund is rejected with the bank's
 * words; a timeout or a 5xx leaves it queued for the next pass.
 */
export async function sendRefund(deps: PaymentDeps, refund: RefundRow, now: Date): Promise<void> {
  const attempt = await findAttempt(deps.db, refund.attemptId);
  const g =
    attempt && deps.gateways.gatewayFor(attempt.provider as PaymentProvider, attempt.accountKey);
  if (!attempt?.providerPaymentId || !g) return;
  try {
    const r = await g.refund({
      refundId: refund.id,
      providerPaymentId: attempt.providerPaymentId,
      amountKopecks: refund.amountKopecks,
      description: refund.requestedBy
        ? 'Возврат по заявке покупателя'
        : 'Возврат: покупка не состоялась',
    });
    await finishRefund(deps.db, refund.id, r, now);
  } catch (err) {
    if (!(err instanceof ProviderError) || err.kind !== 'rejected') throw err;
    deps.log.warn({ err, refundId: refund.id }, 'refund rejected by the acquirer');
    await finishRefund(
      deps.db,
      refund.id,
      {
        status: 'canceled',
        providerRefundId: null,
        rejectReason: `Банк отклонил возврат: ${err.message}`,
      },
      now,
    );
  }
}

/**
 * A refund's answer from the acquirer: pending (sent to the bank), succeeded or canceled
 * (rejected, with the reason). Only a live refund moves; the move to succeeded applies the
 * refund in the same transaction, so a repeated webhook changes nothing.
 */
export async function finishRefund(
  db: Db,
  id: string,
  to: RefundOutcome,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await moveRefund(tx, id, to, now))) return;
    if (to.status === 'succeeded') await applyRefund(tx, id, now);
    // Issue 14: the person is told when the bank has finished, in the same transaction.
    if (to.status !== 'pending') await noticeRefundFinished(tx, id, to.status === 'succeeded', now);
  });
}

/**
 * Issue 12: what a refund does once the bank has returned the money, in the transaction that
 * records it (so it happens exactly once, however many webhooks arrive): the refunded lines'
 * tickets and packages become REFUNDED, their seats and service days go back on sale, and an
 * order with every line refunded becomes `returned`. An automatic refund (issue 11) has no
 * lines: its order was never issued.
 */
async function applyRefund(tx: Db, refundId: string, now: Date): Promise<void> {
  const lines = await refundedLines(tx, refundId);
  if (!lines.length) return;
  for (const line of lines) {
    await markLineRefunded(tx, line.id, now);
    if (line.kind === 'RESERVATION' && line.sessionId !== null)
      await releaseSessionSeats(tx, { ...line, sessionId: line.sessionId });
    if (line.kind === 'SERVICE' && line.serviceId !== null && line.visitDate !== null)
      await releaseServiceDay(tx, line.serviceId, line.visitDate, line.quantity);
  }
  await markOrderReturned(tx, lines[0]!.orderId);
}
