import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ProviderPayment } from '../../integrations/payments/types';
import { issueOrder } from '../orders/issue';
import { noticeOrderPaid } from './notices';
import { insertRefund } from './refund-repository';
import {
  type AttemptRow,
  cancelUnpaidOrder,
  findAttempt,
  finishAttempt,
  markPending,
} from './repository';
import type { PaymentDeps } from './service';

/**
 * Records what the provider says about an attempt. Pending: its id and page. Final: in one
 * transaction the attempt is marked and, on success, the order is issued (tickets, visits,
 * packages); when its seats went while the person paid, the order is canceled and the money
 * queued to go back. Settling twice changes nothing the second time.
 */
export async function settle(
  deps: PaymentDeps,
  attemptId: string,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  if (payment.status === 'pending') {
    await markPending(deps.db, attemptId, payment, now);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, attemptId, true);
    if (!attempt) return;
    if (payment.status === 'canceled') {
      await finishAttempt(
        tx,
        attemptId,
        {
          status: 'canceled',
          providerPaymentId: payment.providerPaymentId,
          reason: payment.cancelReason ?? 'general_decline',
        },
        now,
      );
      return;
    }
    await settleSuccess(tx, deps.log, attempt, payment, now);
  });
}

/** The provider took the money (in the transaction that holds the attempt's row). */
async function settleSuccess(
  tx: Db,
  log: FastifyBaseLogger,
  attempt: AttemptRow,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  const attemptId = attempt.id;
  // Money taken without a purchase to show for it goes back (the reconciler sends it).
  const queueRefund = async (reason: string) => {
    const refund = { orderId: attempt.orderId, attemptId, reason };
    await insertRefund(tx, { ...refund, amountKopecks: payment.amountKopecks }, now);
    log.info(refund, 'payment succeeded without a purchase to issue: refund queued');
  };
  if (payment.amountKopecks !== attempt.amountKopecks) {
    log.error({ attemptId, got: payment.amountKopecks }, 'paid amount differs from the order');
  }
  if (attempt.status === 'canceled') {
    // A payment we had given up on went through after all.
    await queueRefund('LATE_SUCCESS');
    return;
  }
  if (
    !(await finishAttempt(
      tx,
      attemptId,
      { status: 'succeeded', providerPaymentId: payment.providerPaymentId, reason: null },
      now,
    ))
  )
    return;
  const issued =
    payment.amountKopecks === attempt.amountKopecks
      ? await issueOrder(tx, attempt.orderId, now)
      : { issued: false as const, reason: 'AMOUNT_MISMATCH' };
  if (issued.issued) {
    // Issue 14: the person is told, in the transaction that issued the order.
    await noticeOrderPaid(tx, attempt.orderId, now);
    return;
  }
  await cancelUnpaidOrder(tx, attempt.orderId, issued.reason, now);
  await queueRefund(issued.reason);
}
