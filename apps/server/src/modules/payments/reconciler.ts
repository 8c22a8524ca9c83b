import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentProvider } from '@sportkarta/contract/enums';
import { runPeriodically } from '../../lib/periodic';
import { type PaymentDeps, nextCheckAt } from './attempts';
import {
  claimDueAttempts,
  claimDueRefunds,
  findAttempt,
  finishRefund,
  orderOwner,
  type RefundRow,
} from './repository';
import { ProviderError } from '../../integrations/payments/types';
import { refreshAttempt } from './status';

const BATCH = 50;
/** A refund that failed is tried again this much later. */
const REFUND_RETRY_MS = 60_000;

/**
 * One pass of reconciliation: every live attempt whose check is due is read back from its
 * provider (a webhook may have been lost; an abandoned page expires there and comes back
 * canceled), and every queued refund is sent. Rows are claimed with SKIP LOCKED, so several
 * processes share the work and each row is handled by one of them.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  now: Date,
): Promise<{ checked: number; refunds: number; failed: number }> {
  let failed = 0;
  const due = await claimDueAttempts(deps.db, now, BATCH, (checks) => nextCheckAt(now, checks));
  for (const attempt of due) {
    try {
      const userId = await orderOwner(deps.db, attempt.orderId);
      if (userId) await refreshAttempt(deps, attempt, userId, now);
    } catch (err) {
      failed++;
      deps.log.warn({ err, attemptId: attempt.id }, 'reconciliation: provider did not answer');
    }
  }
  const refunds = await claimDueRefunds(
    deps.db,
    now,
    BATCH,
    new Date(now.getTime() + REFUND_RETRY_MS),
  );
  for (const refund of refunds) {
    try {
      await sendRefund(deps, refund, now);
    } catch (err) {
      failed++;
      deps.log.warn({ err, refundId: refund.id }, 'reconciliation: refund not sent');
    }
  }
  return { checked: due.length, refunds: refunds.length, failed };
}

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

export function registerPaymentReconciler(
  app: FastifyInstance,
  config: AppConfig,
  deps: () => PaymentDeps,
): void {
  runPeriodically(app, 'сверка платежей', config.payments.reconcileSeconds * 1000, () =>
    reconcilePayments(deps(), app.clock.now()),
  );
}
