import type { PaymentMethod, PaymentProvider } from '@sportkarta/contract/enums';

/** One line of the 54-ФЗ receipt (YooKassa) or of the order's description (Sberbank). */
export interface ReceiptItem {
  description: string;
  quantity: number;
  /** The line's total, kopecks. */
  amountKopecks: number;
  vatCode: number;
}

export interface CreatePaymentInput {
  /** Our attempt's id: YooKassa's Idempotence-Key; without dashes, Sberbank's orderNumber. */
  attemptId: string;
  amountKopecks: number;
  description: string;
  returnUrl: string;
  failUrl: string;
  customer: { email: string | null; phone: string | null };
  items: ReceiptItem[];
  method: PaymentMethod | undefined;
  metadata: Record<string, string>;
}

/** What the provider says about a payment, in our words. */
export interface ProviderPayment {
  providerPaymentId: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amountKopecks: number;
  confirmationUrl: string | null;
  /** The provider's reason when canceled (YooKassa cancellation_details.reason, Sber actionCode). */
  cancelReason: string | null;
  method: string | null;
}

export interface ProviderRefund {
  providerRefundId: string;
  status: 'pending' | 'succeeded' | 'canceled';
}

/**
 * `retryable`: a timeout, a network failure or a 5xx — the same request with the same key may be
 * sent again (integrations.md §1). `rejected`: a 4xx or a refusal — the same key will never
 * succeed; a new attempt needs a new key.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'retryable' | 'rejected',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** One successful payment in the provider's report for a period (issue 25, the owner's money). */
export interface ReportedPayment {
  providerPaymentId: string;
  amountKopecks: number;
  /** What the provider has refunded of it so far. */
  refundedKopecks: number;
  /** The provider's fee (Sberbank's registry has none: then the configured rate's). */
  feeKopecks: number;
  createdAt: Date;
}

/** The provider's books for payments created in [from, to). */
export interface ProviderReport {
  payments: ReportedPayment[];
  /** Where the fee comes from: the provider's own figures or our configured rate. */
  feeFrom: 'provider' | 'config';
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /**
   * Reads a payment back. When the answer to `create` was lost there is no provider id yet: the
   * caller sends `create` again with the same input, which both providers answer with the same
   * payment (YooKassa by the Idempotence-Key, Sberbank by the orderNumber).
   */
  get(providerPaymentId: string): Promise<ProviderPayment>;
  refund(input: {
    refundId: string;
    providerPaymentId: string;
    amountKopecks: number;
    description: string;
  }): Promise<ProviderRefund>;
  /** What the provider reports: its successful payments created in [from, to), every page. */
  report(period: { from: Date; to: Date }): Promise<ProviderReport>;
}

/** Retries a call that failed in a retryable way, same request and same key, a few times. */
export async function withRetries<T>(
  call: () => Promise<T>,
  opts: { attempts: number; delayMs: number },
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ProviderError) || err.kind !== 'retryable' || i >= opts.attempts)
        throw err;
      await new Promise((r) => setTimeout(r, opts.delayMs * i));
    }
  }
}

/** Kopecks → the providers' decimal string ("1500.00"). */
export const toRubString = (kopecks: number): string =>
  `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** "1500.00" → kopecks, exactly (no floating point). */
export function fromRubString(value: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new ProviderError('rejected', `amount is not a decimal: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
