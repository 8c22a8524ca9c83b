import type { OrderCompleted } from '@sportkarta/contract/api/orders';
import type { PaymentStatus } from '@sportkarta/contract/enums-statuses';
import type { PaymentErrorCode } from '@sportkarta/contract/error-codes';
import { HttpError } from '../../errors';
import { ProviderError } from '../../integrations/payments/types';
import { readOrder } from '../orders/service';
import { refundsOfOrder } from './refund-repository';
import {
  type AttemptRow,
  findAttempt,
  finishAttempt,
  findAttemptByProviderId,
  latestAttempt,
} from './repository';
import { type PaymentDeps, sendAttempt } from './service';
import { settle } from './settle-service';

/** Why a payment did not go through, in the person's words (cancellation reasons, §1 and §2). */
const REASON_TEXT: Readonly<Record<string, string>> = {
  insufficient_funds: 'Недостаточно средств на карте',
  expired_on_confirmation: 'Время на оплату истекло',
  '3d_secure_failed': 'Платёж не подтверждён кодом из SMS (3-D Secure)',
  REJECTED_BY_PROVIDER: 'Платёжный сервис отклонил платёж',
  SEATS_GONE: 'Пока шла оплата, свободные места закончились. Деньги вернутся на карту',
  ORDER_CLOSED: 'Оплата пришла после отмены заказа. Деньги вернутся на карту',
  ORDER_EXPIRED: 'Время на оплату заказа истекло',
  CANCELED_BY_USER: 'Заказ отменён, места освобождены',
};
const DECLINED = 'Банк отклонил платёж';

/** An attempt's own state as the visitor's payment screen names it (the venue's desk too). */
export const ATTEMPT_STATUS: Readonly<Record<string, PaymentStatus>> = {
  created: 'REGISTERED',
  pending: 'PROCESSING',
  succeeded: 'SUCCESS',
  canceled: 'REJECTED',
};

function statusOf(
  order: { status: string },
  attempt: AttemptRow | undefined,
  refunded: boolean,
): PaymentStatus {
  if (refunded) return 'REVERSED';
  if (order.status === 'payed' || order.status === 'complete') return 'SUCCESS';
  if (order.status === 'canceled') return attempt?.status === 'canceled' ? 'REJECTED' : 'CANCELED';
  if (order.status === 'returned') return 'REVERSED';
  return attempt ? (ATTEMPT_STATUS[attempt.status] ?? 'UNKNOWN') : 'REGISTERED';
}

/**
 * GET /v1/mob/orderCompleted/{orderId}: the order and its payment, from our own records (the
 * payment page polls it every 3 s). Someone else's order answers like a missing one.
 */
export async function orderCompleted(
  deps: Pick<PaymentDeps, 'db'>,
  userId: string,
  orderId: string,
  now: Date,
): Promise<OrderCompleted> {
  const order = await readOrder(deps.db, userId, orderId);
  const attempt = await latestAttempt(deps.db, orderId);
  const refunds = await refundsOfOrder(deps.db, orderId);
  const completed = order.status === 'payed' || order.status === 'complete';
  const failed = !completed && (order.status === 'canceled' || attempt?.status === 'canceled');
  const reason =
    refunds[0]?.reason ??
    order.cancelReason ??
    (attempt?.status === 'canceled' ? attempt.cancelReason : null);
  const errorCode: PaymentErrorCode | null = failed ? 'PAYMENT_CANCELED' : null;
  return {
    order,
    completed,
    paymentStatus: statusOf(order, attempt, refunds.length > 0),
    errorCode,
    message: failed ? (REASON_TEXT[reason ?? ''] ?? DECLINED) : null,
    retryable:
      order.status === 'created' &&
      order.totalKopecks > 0 &&
      order.expiresAt > now.toISOString() &&
      (attempt === undefined || attempt.status === 'canceled'),
    billId: attempt?.id ?? null,
  };
}

/** GET /v1/mob/bills/{billId}/status: one attempt's state, for the order's owner only. */
export async function billStatus(deps: Pick<PaymentDeps, 'db'>, userId: string, billId: string) {
  const attempt = await findAttempt(deps.db, billId);
  if (!attempt) throw new HttpError('NOT_FOUND', 'Платёж не найден');
  const order = await readOrder(deps.db, userId, attempt.orderId).catch(() => {
    throw new HttpError('NOT_FOUND', 'Платёж не найден');
  });
  const refunded = (await refundsOfOrder(deps.db, order.id)).some(
    (r) => r.attemptId === attempt.id,
  );
  return {
    billId: attempt.id,
    orderId: attempt.orderId,
    status: refunded ? 'REVERSED' : (ATTEMPT_STATUS[attempt.status] ?? 'UNKNOWN'),
  } as const;
}

/**
 * POST /v1/mob/sber/complete: the person came back from the provider's page (Sberbank's
 * `?orderId=<mdOrder>`, or our order id). The payment is read back from the provider at once
 * instead of waiting for its notification, then the order's state is answered.
 */
export async function completePayment(
  deps: PaymentDeps,
  a: { userId: string; orderId?: string | undefined; mdOrder?: string | undefined; now: Date },
): Promise<OrderCompleted> {
  const attempt = a.mdOrder
    ? await findAttemptByProviderId(deps.db, 'SBERBANK', a.mdOrder)
    : await latestAttempt(deps.db, a.orderId ?? '');
  if (!attempt)
    throw new HttpError(
      'INCORRECT_PAYMENT_CALLBACK_ID',
      'Платёж не найден: вернитесь к заказу в профиле',
    );
  // Ownership first: someone else's payment answers like a missing one.
  await readOrder(deps.db, a.userId, attempt.orderId).catch(() => {
    throw new HttpError(
      'INCORRECT_PAYMENT_CALLBACK_ID',
      'Платёж не найден: вернитесь к заказу в профиле',
    );
  });
  if (attempt.status === 'created' || attempt.status === 'pending') {
    try {
      await refreshAttempt(deps, attempt, a.userId, a.now);
    } catch (err) {
      // The provider is unreachable: the answer is what we know; the reconciler goes on.
      if (!(err instanceof ProviderError) && !(err instanceof HttpError)) throw err;
      deps.log.warn({ err, attemptId: attempt.id }, 'payment re-read failed');
    }
  }
  return orderCompleted(deps, a.userId, attempt.orderId, a.now);
}

/** Asks the provider about a live attempt and records the answer. */
export async function refreshAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  userId: string,
  now: Date,
): Promise<void> {
  if (!attempt.providerPaymentId) {
    // Nobody ever saw this attempt's page; past the order's time it is given up, not created.
    const order = await readOrder(deps.db, userId, attempt.orderId);
    if (order.status !== 'created' || order.expiresAt <= now.toISOString()) {
      await finishAttempt(
        deps.db,
        attempt.id,
        { status: 'canceled', providerPaymentId: null, reason: 'ORDER_EXPIRED' },
        now,
      );
      return;
    }
    // The create answer was lost: the same request with the same key finds the same payment.
    await sendAttempt(deps, attempt, userId, now);
    return;
  }
  const g = deps.gateways.gatewayFor(
    attempt.provider as 'YOOKASSA' | 'SBERBANK',
    attempt.accountKey,
  );
  if (!g) throw new HttpError('CONFIGURATION_MISSED');
  await settle(deps, attempt.id, await g.get(attempt.providerPaymentId), now);
}
