import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { HttpTransport } from '../http';
import {
  type CreatePaymentInput,
  type PaymentGateway,
  ProviderError,
  type ProviderPayment,
  withRetries,
} from './types';

// Sberbank e-com acquiring, the RBS REST gateway (integrations.md §2): form-encoded POST,
// userName/password, amounts in kopecks, answers with errorCode "0" or absent when fine.

const ErrorFields = {
  errorCode: z.coerce.string().optional(),
  errorMessage: z.string().optional(),
};
const RegisterSchema = z.object({
  orderId: z.string().optional(),
  formUrl: z.string().optional(),
  ...ErrorFields,
});
export const SberStatusSchema = z.object({
  orderNumber: z.string().optional(),
  orderStatus: z.coerce.number().optional(),
  actionCode: z.coerce.number().optional(),
  actionCodeDescription: z.string().optional(),
  amount: z.coerce.number().optional(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  ...ErrorFields,
});
const RefundSchema = z.object({ ...ErrorFields });
const OrdersPageSchema = z.object({
  orderStatuses: z
    .array(
      SberStatusSchema.extend({
        date: z.coerce.number().optional(),
        paymentAmountInfo: z
          .object({
            depositedAmount: z.coerce.number().optional(),
            refundedAmount: z.coerce.number().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  totalCount: z.coerce.number().optional(),
  ...ErrorFields,
});
/** getLastOrdersForMerchants.do pages: at most 200 orders a page, and a report stops here. */
const PAGE_SIZE = 200;
const MAX_PAGES = 200;

/** The registry's moments: YYYYMMDDHHmmss in Moscow time (UTC+3, no summer time) [U]. */
export function sberMoment(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** orderStatus (integrations.md §2): 0 registered, 1 held, 2 paid, 3 reversed, 4 refunded, 5 ACS, 6 declined. */
export function statusOfOrder(orderStatus: number): ProviderPayment['status'] {
  if (orderStatus === 2 || orderStatus === 4) return 'succeeded';
  if (orderStatus === 3 || orderStatus === 6) return 'canceled';
  return 'pending';
}

/** actionCode → the same reason words YooKassa uses (cancellation_details.reason). */
function reasonOf(actionCode: number | undefined): string {
  if (actionCode === 116) return 'insufficient_funds';
  if (actionCode === -2007) return 'expired_on_confirmation';
  if (actionCode === -2006) return '3d_secure_failed';
  return 'general_decline';
}

/** Our attempt id as Sberbank's orderNumber (ANS..32): the uuid without its dashes. */
export const sberOrderNumber = (attemptId: string): string => attemptId.replaceAll('-', '');

const ok = (code: string | undefined) => code === undefined || code === '0';
/** "An order with this number has already been processed" (integrations.md §2). */
const ALREADY_REGISTERED = '1';

export interface SberbankOptions {
  baseUrl: string;
  userName: string;
  password: string;
  /** The acquiring fee, hundredths of a percent: the registry does not report one. */
  feeBasisPoints?: number;
  transport: HttpTransport;
  timeoutMs?: number;
  retry?: { attempts: number; delayMs: number };
}

export function createSberbankClient(opts: SberbankOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const retry = opts.retry ?? { attempts: 3, delayMs: 300 };

  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    fields: Record<string, string>,
  ): Promise<T> {
    const body = new URLSearchParams({
      userName: opts.userName,
      password: opts.password,
      ...fields,
    });
    let status: number;
    let raw: string;
    try {
      const res = await opts.transport(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      status = res.status;
      raw = await res.text();
    } catch (err) {
      throw new ProviderError('retryable', `Sberbank unreachable: ${String(err)}`);
    }
    if (status >= 500 || status === 429)
      throw new ProviderError('retryable', `Sberbank HTTP ${status}`);
    if (status >= 400) throw new ProviderError('rejected', `Sberbank HTTP ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ProviderError('retryable', `Sberbank HTTP ${status}: not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('retryable', 'Sberbank answered an unknown shape');
    return parsed.data;
  }

  async function status(ref: { orderId: string } | { orderNumber: string }) {
    const s = await withRetries(
      () => call(SberStatusSchema, 'getOrderStatusExtended.do', ref),
      retry,
    );
    if (!ok(s.errorCode) || s.orderStatus === undefined)
      throw new ProviderError(
        'rejected',
        `Sberbank status: ${s.errorCode} ${s.errorMessage ?? ''}`,
        s.errorCode,
      );
    return s;
  }

  const toPayment = (
    s: z.infer<typeof SberStatusSchema>,
    mdOrder: string,
    formUrl: string | null,
  ): ProviderPayment => ({
    providerPaymentId: mdOrder,
    status: statusOfOrder(s.orderStatus ?? 0),
    amountKopecks: s.amount ?? 0,
    confirmationUrl: formUrl,
    cancelReason: statusOfOrder(s.orderStatus ?? 0) === 'canceled' ? reasonOf(s.actionCode) : null,
    method: 'bank_card',
  });

  return {
    provider: 'SBERBANK',
    async create(input: CreatePaymentInput) {
      const orderNumber = sberOrderNumber(input.attemptId);
      const reg = await withRetries(
        () =>
          call(RegisterSchema, 'register.do', {
            orderNumber,
            amount: String(input.amountKopecks),
            currency: '643',
            returnUrl: input.returnUrl,
            failUrl: input.failUrl,
            description: input.description.slice(0, 99),
            language: 'ru',
            ...(input.customer.email ? { email: input.customer.email } : {}),
            ...(input.customer.phone ? { phone: input.customer.phone.replace(/\D/g, '') } : {}),
            jsonParams: JSON.stringify(input.metadata),
          }),
        retry,
      );
      if (ok(reg.errorCode) && reg.orderId && reg.formUrl) {
        return {
          providerPaymentId: reg.orderId,
          status: 'pending',
          amountKopecks: input.amountKopecks,
          confirmationUrl: reg.formUrl,
          cancelReason: null,
          method: 'bank_card',
        };
      }
      if (reg.errorCode !== ALREADY_REGISTERED)
        throw new ProviderError(
          'rejected',
          `Sberbank register: ${reg.errorCode} ${reg.errorMessage ?? ''}`,
          reg.errorCode,
        );
      // Registered before, the answer lost: the same orderNumber finds the same order.
      const s = await status({ orderNumber });
      const mdOrder = s.attributes?.find((a) => a.name === 'mdOrder')?.value;
      if (!mdOrder) throw new ProviderError('rejected', 'Sberbank status without mdOrder');
      return toPayment(s, mdOrder, formUrlOf(base, mdOrder));
    },
    async get(mdOrder) {
      return toPayment(await status({ orderId: mdOrder }), mdOrder, formUrlOf(base, mdOrder));
    },
    async refund(input) {
      const r = await withRetries(
        () =>
          call(RefundSchema, 'refund.do', {
            orderId: input.providerPaymentId,
            amount: String(input.amountKopecks),
            // refund.do has no idempotency key: our refund id travels with it for the books.
            jsonParams: JSON.stringify({ refundId: input.refundId }),
          }),
        retry,
      );
      if (!ok(r.errorCode))
        throw new ProviderError(
          'rejected',
          `Sberbank refund: ${r.errorCode} ${r.errorMessage ?? ''}`,
          r.errorCode,
        );
      // refund.do answers synchronously: errorCode 0 means refunded.
      return { providerRefundId: input.providerPaymentId, status: 'succeeded' };
    },
    async report({ from, to }) {
      const fee = opts.feeBasisPoints ?? 0;
      const payments = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const r = await withRetries(
          () =>
            call(OrdersPageSchema, 'getLastOrdersForMerchants.do', {
              size: String(PAGE_SIZE),
              // `to` is inclusive to the second: the period ends a second before its end.
              from: sberMoment(from),
              to: sberMoment(new Date(to.getTime() - 1000)),
              transactionStates: 'DEPOSITED,REFUNDED',
              merchants: opts.userName,
              page: String(page),
            }),
          retry,
        );
        if (!ok(r.errorCode))
          throw new ProviderError(
            'rejected',
            `Sberbank registry: ${r.errorCode} ${r.errorMessage ?? ''}`,
            r.errorCode,
          );
        const orders = r.orderStatuses ?? [];
        for (const o of orders) {
          const mdOrder = o.attributes?.find((a) => a.name === 'mdOrder')?.value;
          if (!mdOrder) continue;
          const amount = o.paymentAmountInfo?.depositedAmount ?? o.amount ?? 0;
          payments.push({
            providerPaymentId: mdOrder,
            amountKopecks: amount,
            refundedKopecks: o.paymentAmountInfo?.refundedAmount ?? 0,
            feeKopecks: Math.round((amount * fee) / 10_000),
            createdAt: new Date(o.date ?? from.getTime()),
          });
        }
        if (orders.length === 0 || (page + 1) * PAGE_SIZE >= (r.totalCount ?? 0))
          return { payments, feeFrom: 'config' as const };
      }
      throw new ProviderError('retryable', `Sberbank registry: more than ${MAX_PAGES} pages`);
    },
  };
}

/** The payment page of an order (the form the register answer pointed to). */
const formUrlOf = (base: string, mdOrder: string): string =>
  `${base.replace(/\/rest$/, '')}/merchants/sbersafe/payment_ru.html?mdOrder=${encodeURIComponent(mdOrder)}`;

/**
 * The callback's symmetric checksum (integrations.md §2): every parameter but `checksum` (and
 * `sign_alias`), sorted by name, as `k1;v1;…;kN;vN;`, HMAC-SHA256 with the merchant's key, hex.
 */
export function sberChecksum(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'checksum' && k !== 'sign_alias')
    .sort()
    .map((k) => `${k};${params[k]};`)
    .join('');
  return createHmac('sha256', key).update(text, 'utf8').digest('hex').toUpperCase();
}

/** Compares case-insensitively and in constant time. */
export function verifySberChecksum(params: Record<string, string>, key: string): boolean {
  const given = (params.checksum ?? '').toUpperCase();
  const expected = sberChecksum(params, key);
  return (
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'))
  );
}
