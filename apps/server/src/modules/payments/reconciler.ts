import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentGateways } from '../../integrations/payments/index';
import { runPeriodically } from '../../lib/periodic';
import { claimDueRefunds } from './refund-repository';
import { sendRefund } from './refund-service';
import { claimDueAttempts, orderOwner } from './repository';
import { nextCheckAt, type PaymentDeps, paymentDeps } from './service';
import { refreshAttempt } from './status-service';

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

/** A reconciliation pass every `RECONCILE_SECONDS` (0 = never: tests run the pass themselves). */
export function registerPaymentReconciler(
  app: FastifyInstance,
  config: AppConfig,
  gateways: PaymentGateways,
): void {
  runPeriodically(app, 'сверка платежей', config.payments.reconcileSeconds * 1000, () =>
    reconcilePayments(paymentDeps(app, gateways, config), app.clock.now()),
  );
}
