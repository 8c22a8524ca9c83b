import { z } from 'zod';
import type { HttpTransport } from '../http';
import {
  fromRubString,
  type CreatePaymentInput,
  type PaymentGateway,
  ProviderError,
  type ProviderPayment,
  type ProviderRefund,
  toRubString,
  withRetries,
} from './types';

// YooKassa API v3 (integrations.md §1): Basic shopId:secretKey, JSON, Idempotence-Key on POST.

const AmountSchema = z.object({ value: z.string(), currency: z.string() });
export const YooPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: AmountSchema,
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  payment_method: z.object({ type: z.string() }).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  /** The amount less YooKassa's commission. */
  income_amount: AmountSchema.optional(),
  created_at: z.string().optional(),
});
export type YooPayment = z.infer<typeof YooPaymentSchema>;
const YooRefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: AmountSchema.optional(),
});
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ type: z.literal('list'), items: z.array(item), next_cursor: z.string().optional() });
const YooPaymentListSchema = listOf(YooPaymentSchema);
const YooRefundListSchema = listOf(YooRefundSchema);
/** A report stops here rather than page on forever. */
const MAX_PAGES = 200;
const YooErrorSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  description: z.string().optional(),
});

export interface YooKassaOptions {
  baseUrl: string;
  shopId: string;
  secretKey: string;
  transport: HttpTransport;
  timeoutMs?: number;
  retry?: { attempts: number; delayMs: number };
}

export function toProviderPayment(p: YooPayment): ProviderPayment {
  return {
    providerPaymentId: p.id,
    // capture: true — waiting_for_capture is not expected; it is not a success either.
    status:
      p.status === 'succeeded' ? 'succeeded' : p.status === 'canceled' ? 'canceled' : 'pending',
    amountKopecks: fromRubString(p.amount.value),
    confirmationUrl: p.confirmation?.confirmation_url ?? null,
    cancelReason: p.cancellation_details?.reason ?? null,
    method: p.payment_method?.type ?? null,
  };
}

export function createYooKassaClient(opts: YooKassaOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString('base64')}`;
  const retry = opts.retry ?? { attempts: 3, delayMs: 300 };

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotence-key'] = key;
    let status: number;
    let raw: string;
    try {
      const res = await opts.transport(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      status = res.status;
      raw = await res.text();
    } catch (err) {
      throw new ProviderError('retryable', `YooKassa unreachable: ${String(err)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ProviderError('retryable', `YooKassa HTTP ${status}: not JSON`);
    }
    if (status >= 500 || status === 429)
      throw new ProviderError('retryable', `YooKassa HTTP ${status}`);
    if (status >= 400) {
      const e = YooErrorSchema.safeParse(json);
      throw new ProviderError(
        'rejected',
        `YooKassa HTTP ${status}: ${e.success ? `${e.data.code} ${e.data.description ?? ''}` : raw}`,
        e.success ? e.data.code : undefined,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError('retryable', 'YooKassa answered an unknown shape');
    return parsed.data;
  }

  return {
    provider: 'YOOKASSA',
    async create(input: CreatePaymentInput) {
      const contact = input.customer.email
        ? { email: input.customer.email }
        : { phone: (input.customer.phone ?? '').replace(/\D/g, '') };
      const body = {
        amount: { value: toRubString(input.amountKopecks), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, 128),
        metadata: input.metadata,
        ...(input.method ? { payment_method_data: { type: input.method } } : {}),
        receipt: {
          customer: contact,
          items: input.items.map((i) => ({
            description: i.description.slice(0, 128),
            quantity: `${i.quantity}.00`,
            // The unit price: the service builds items whose total divides by the quantity.
            amount: { value: toRubString(i.amountKopecks / i.quantity), currency: 'RUB' },
            vat_code: i.vatCode,
            payment_mode: 'full_payment',
            payment_subject: 'service',
          })),
        },
      };
      const p = await withRetries(
        () => call(YooPaymentSchema, 'POST', '/payments', body, input.attemptId),
        retry,
      );
      return toProviderPayment(p);
    },
    async get(providerPaymentId) {
      const p = await withRetries(
        () => call(YooPaymentSchema, 'GET', `/payments/${encodeURIComponent(providerPaymentId)}`),
        retry,
      );
      return toProviderPayment(p);
    },
    async refund(input): Promise<ProviderRefund> {
      const body = {
        payment_id: input.providerPaymentId,
        amount: { value: toRubString(input.amountKopecks), currency: 'RUB' },
        description: input.description.slice(0, 250),
      };
      const r = await withRetries(
        () => call(YooRefundSchema, 'POST', '/refunds', body, input.refundId),
        retry,
      );
      return { providerRefundId: r.id, status: r.status };
    },
    async report({ from, to }) {
      // Payments created in the period; refunds of them made since its start (up to now).
      const period = { 'created_at.gte': from.toISOString(), 'created_at.lt': to.toISOString() };
      const payments = await listAll(YooPaymentListSchema, '/payments', period);
      const refunds = await listAll(YooRefundListSchema, '/refunds', {
        'created_at.gte': from.toISOString(),
      });
      const refunded = new Map<string, number>();
      for (const r of refunds)
        if (r.amount)
          refunded.set(
            r.payment_id,
            (refunded.get(r.payment_id) ?? 0) + fromRubString(r.amount.value),
          );
      return {
        payments: payments.map((p) => {
          const amount = fromRubString(p.amount.value);
          return {
            providerPaymentId: p.id,
            amountKopecks: amount,
            refundedKopecks: refunded.get(p.id) ?? 0,
            feeKopecks: p.income_amount ? amount - fromRubString(p.income_amount.value) : 0,
            createdAt: new Date(p.created_at ?? from),
          };
        }),
        feeFrom: 'provider',
      };
    },
  };

  /** Every page of a list (`GET /v3/payments`, `/v3/refunds`), succeeded items only. */
  async function listAll<T>(
    schema: z.ZodType<{ items: T[]; next_cursor?: string | undefined }>,
    path: string,
    filter: Record<string, string>,
  ): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const q = new URLSearchParams({ ...filter, status: 'succeeded', limit: '100' });
      if (cursor) q.set('cursor', cursor);
      const list = await withRetries(() => call(schema, 'GET', `${path}?${q.toString()}`), retry);
      items.push(...list.items);
      cursor = list.next_cursor;
      if (!cursor) return items;
    }
    throw new ProviderError('retryable', `YooKassa ${path}: more than ${MAX_PAGES} pages`);
  }
}
