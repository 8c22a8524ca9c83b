import { randomUUID } from 'node:crypto';
import type { Order, StartPaymentResponse } from '@sportkarta/contract/api/orders';
import type { PaymentMethod, PaymentProvider } from '@sportkarta/contract/enums';
import { APP_URL_SCHEME } from '@sportkarta/contract/config/app';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { EMULATOR_ACCOUNT_KEY, type PaymentGateways } from '../../integrations/payments/index';
import {
  type CreatePaymentInput,
  type PaymentGateway,
  ProviderError,
  type ProviderPayment,
} from '../../integrations/payments/types';
import { isDemoUser } from '../auth/demo-repository';
import { assertDemoMayBuy, demoSealOf, type DemoSeal } from '../auth/demo-seal';
import { readOrder } from '../orders/service';
import {
  type AttemptRow,
  finishAttempt,
  insertAttempt,
  liveAttempt,
  paymentContext,
} from './repository';
import { settle } from './settle-service';

// Issue 11: paying an order. An attempt is written before its provider is called; what the
// provider answers is settled by settle-service.ts.

export interface PaymentDeps {
  db: Db;
  gateways: PaymentGateways;
  publicBaseUrl: string;
  /** The origins a payment may return to (config.paymentReturnOrigins). */
  returnOrigins: readonly string[];
  log: FastifyBaseLogger;
  /** Which acquirers are real: a demo person pays nothing at a real venue (issue 26). */
  seal: DemoSeal;
}

/** What the payment services need, from the app: its database, logger and the gateways. */
export const paymentDeps = (
  app: FastifyInstance,
  gateways: PaymentGateways,
  config: AppConfig,
): PaymentDeps => ({
  db: app.db,
  gateways,
  publicBaseUrl: config.publicBaseUrl,
  returnOrigins: config.paymentReturnOrigins,
  log: app.log,
  seal: demoSealOf(config.payments),
});

/** The app's own scheme: the packaged app comes back through it (`…://payment/sber`). */
const APP_SCHEME = `${APP_URL_SCHEME}:/`;

/** When the reconciler first asks about an attempt, and then less and less often. */
export function nextCheckAt(now: Date, checks: number): Date {
  const seconds = [15, 30, 60, 120, 300, 600][Math.min(checks, 5)]!;
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * Where the web app comes back to (issue 28): the origin the person paid from when the allow-list
 * has it — never an arbitrary address (no open redirect) — else PUBLIC_BASE_URL.
 */
function returnBase(deps: PaymentDeps, returnOrigin: string | undefined): string {
  if (returnOrigin === undefined) return deps.publicBaseUrl;
  if (!deps.returnOrigins.includes(returnOrigin)) {
    throw new HttpError('INCORRECT_PARAMS', 'Адрес возврата после оплаты не разрешён');
  }
  return returnOrigin;
}

function returnUrls(base: string, provider: PaymentProvider, orderId: string, app: boolean) {
  const root = app ? APP_SCHEME : base;
  if (provider === 'SBERBANK')
    return { returnUrl: `${root}/payment/sber`, failUrl: `${root}/payment/sber?failed=1` };
  const url = `${root}/payment/${orderId}`;
  return { returnUrl: url, failUrl: url };
}

type PaymentContext = Awaited<ReturnType<typeof paymentContext>>;

/** The provider's request for an attempt, rebuilt the same way every time (a retry must match). */
async function createInput(
  deps: PaymentDeps,
  attempt: AttemptRow,
  userId: string,
  known?: { order: Order; ctx: PaymentContext },
): Promise<CreatePaymentInput> {
  const order = known?.order ?? (await readOrder(deps.db, userId, attempt.orderId));
  const ctx = known ? known.ctx : await paymentContext(deps.db, order.id);
  const vatCode = ctx?.vatCode ?? 1;
  const items = order.lines.map((l) => ({
    description: l.title,
    quantity: l.quantity,
    amountKopecks: l.amountKopecks,
    vatCode,
  }));
  if (order.feeKopecks > 0)
    items.push({
      description: 'Сервисный сбор',
      quantity: 1,
      amountKopecks: order.feeKopecks,
      vatCode,
    });
  return {
    attemptId: attempt.id,
    amountKopecks: attempt.amountKopecks,
    description: `Заказ №${order.number}, ${order.complexName}`,
    returnUrl: attempt.returnUrl,
    failUrl: attempt.failUrl,
    customer: { email: ctx?.email ?? null, phone: ctx?.phone ?? null },
    items,
    method: (attempt.method ?? undefined) as PaymentMethod | undefined,
    metadata: { orderId: order.id, orderNumber: String(order.number), attemptId: attempt.id },
  };
}

function gatewayOf(
  deps: PaymentDeps,
  attempt: Pick<AttemptRow, 'provider' | 'accountKey'>,
): PaymentGateway {
  const g = deps.gateways.gatewayFor(attempt.provider as PaymentProvider, attempt.accountKey);
  if (!g) throw new HttpError('CONFIGURATION_MISSED', 'Оплата для этой площадки не настроена');
  return g;
}

/** Sends (or re-sends, same key) an attempt's create request and records the answer. */
export async function sendAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  userId: string,
  now: Date,
  known?: { order: Order; ctx: PaymentContext },
): Promise<ProviderPayment> {
  const payment = await gatewayOf(deps, attempt).create(
    await createInput(deps, attempt, userId, known),
  );
  await settle(deps, attempt.id, payment, now);
  return payment;
}

/**
 * POST /v1/mob/sber/payment: the order's payment page. The attempt is written before the
 * provider is called (its id is the idempotency key); a live attempt's page is reused, so one
 * order never has two pages that could both take the money.
 */
export async function startPayment(
  deps: PaymentDeps,
  a: {
    userId: string;
    orderId: string;
    method?: PaymentMethod | undefined;
    returnTo: 'web' | 'app';
    returnOrigin?: string | undefined;
    now: Date;
  },
): Promise<StartPaymentResponse> {
  // Checked before anything is read or written: a foreign origin is refused outright.
  const base = a.returnTo === 'app' ? deps.publicBaseUrl : returnBase(deps, a.returnOrigin);
  const order = await readOrder(deps.db, a.userId, a.orderId);
  if (order.status === 'payed' || order.status === 'complete')
    throw new HttpError('CONFLICT', 'Заказ уже оплачен');
  if (order.status !== 'created' || order.expiresAt <= a.now.toISOString())
    throw new HttpError(
      'PAYMENT_CANCELED',
      'Время на оплату заказа истекло: оформите покупку заново',
    );
  if (order.totalKopecks === 0 || !order.provider)
    throw new HttpError('INCORRECT_PARAMS', 'Этот заказ не оплачивается картой');
  const ctx = await paymentContext(deps.db, order.id);
  const demo = await isDemoUser(deps.db, a.userId);
  // An order made before the venue's acquirer became real is not paid by a demo login either.
  assertDemoMayBuy(
    demo,
    { provider: ctx ? ctx.provider : order.provider, accountKey: ctx?.accountKey ?? null },
    deps.seal,
  );
  const accountKey = demo ? EMULATOR_ACCOUNT_KEY : (ctx?.accountKey ?? 'default');
  const account = { provider: order.provider, accountKey };
  gatewayOf(deps, account);

  const attempt = await openAttempt(deps, order, account, { ...a, base });
  if (attempt.status === 'pending' && attempt.confirmationUrl)
    return response(attempt, attempt.confirmationUrl);
  const payment = await sendAttempt(deps, attempt, a.userId, a.now, { order, ctx }).catch(
    (err: unknown) => createFailed(deps, attempt.id, err, a.now),
  );
  if (!payment.confirmationUrl || payment.status !== 'pending')
    throw new HttpError('PAYMENT_CANCELED', 'Платёж уже завершён: обновите страницу заказа');
  return response(attempt, payment.confirmationUrl);
}

/** The order's live attempt, or a new one; a concurrent request's attempt wins. */
async function openAttempt(
  deps: PaymentDeps,
  order: Order,
  account: { provider: PaymentProvider; accountKey: string },
  a: { method?: PaymentMethod | undefined; returnTo: 'web' | 'app'; base: string; now: Date },
): Promise<AttemptRow> {
  let attempt = await liveAttempt(deps.db, order.id);
  if (!attempt) {
    attempt = await insertAttempt(deps.db, {
      id: randomUUID(),
      orderId: order.id,
      ...account,
      amountKopecks: order.totalKopecks,
      method: a.method ?? null,
      ...returnUrls(a.base, account.provider, order.id, a.returnTo === 'app'),
      createdAt: a.now,
      updatedAt: a.now,
      nextCheckAt: nextCheckAt(a.now, 0),
    });
    // Another request of the same person made it first: use that one.
    attempt ??= await liveAttempt(deps.db, order.id);
    if (!attempt) throw new HttpError('CONFLICT', 'Оплата этого заказа уже завершена');
  }
  return attempt;
}

/** The provider's create failed: a refusal cancels the attempt, an unknown outcome keeps it. */
async function createFailed(
  deps: PaymentDeps,
  attemptId: string,
  err: unknown,
  now: Date,
): Promise<never> {
  if (!(err instanceof ProviderError)) throw err;
  deps.log.warn({ err, attemptId }, 'payment create failed');
  if (err.kind === 'rejected') {
    await finishAttempt(
      deps.db,
      attemptId,
      { status: 'canceled', providerPaymentId: null, reason: 'REJECTED_BY_PROVIDER' },
      now,
    );
    throw new HttpError(
      'INCORRECT_PARAMS',
      'Платёжный сервис отклонил запрос оплаты. Попробуйте ещё раз или купите в кассе',
    );
  }
  // Unknown outcome: the attempt stays, the reconciler re-sends it with the same key.
  throw new HttpError('UNKNOWN', 'Платёжный сервис не ответил. Попробуйте ещё раз через минуту');
}

const response = (attempt: AttemptRow, confirmationUrl: string): StartPaymentResponse => ({
  billId: attempt.id,
  orderId: attempt.orderId,
  provider: attempt.provider as PaymentProvider,
  confirmationUrl,
});
