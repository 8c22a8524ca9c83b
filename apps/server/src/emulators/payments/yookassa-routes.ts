import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromRubString, toRubString } from '../../integrations/payments/types';
import { applyApiFault } from './faults';
import {
  checkoutPageRoutes,
  expireIfDue,
  PAGE_MINUTES,
  type EmulatorDeps,
  type ProviderSpec,
} from './core';
import { type EmulatedPayment, findPayment, insertOrGetPayment, refundPayment } from './repository';
import { emulatorFee, registerYooKassaLists } from './yookassa-lists';

export const YOOKASSA_EMULATOR_PREFIX = '/emulators/yookassa';
/** Our webhook address as configured in the emulated shop's settings. */
export const YOOKASSA_WEBHOOK_PATH = '/v1/payments/yookassa/webhook';
/** The address the emulator's notifications come from: inside YooKassa's 185.71.76.0/27. */
export const YOOKASSA_EMULATOR_SENDER_IP = '185.71.76.10';

const money = (k: number) => ({ value: toRubString(k), currency: 'RUB' });
// The schema below admits only "123" or "123.4(5)": the conversion cannot refuse it.
const toKopecks = fromRubString;

const AmountSchema = z.object({
  value: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: z.literal('RUB'),
});
const CreateSchema = z.object({
  amount: AmountSchema,
  capture: z.boolean().optional(),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.string().url() }),
  description: z.string().max(128).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  payment_method_data: z.object({ type: z.string() }).optional(),
  receipt: z
    .object({
      customer: z.object({ email: z.string().optional(), phone: z.string().optional() }),
      items: z
        .array(
          z.object({
            description: z.string().max(128),
            quantity: z.string(),
            amount: AmountSchema,
            vat_code: z.number().int().min(1).max(6),
            payment_subject: z.string().optional(),
            payment_mode: z.string().optional(),
          }),
        )
        .min(1),
    })
    .optional(),
});
const RefundSchema = z.object({
  payment_id: z.string(),
  amount: AmountSchema,
  description: z.string().optional(),
});

const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

/** The payment object as YooKassa returns it (integrations.md §1). */
export function yooPaymentObject(p: EmulatedPayment, pageUrl: string, feeBasisPoints = 0) {
  const req = p.request as z.infer<typeof CreateSchema>;
  const status = p.status === 'acs' ? 'pending' : p.status;
  return {
    id: p.id,
    status,
    paid: status === 'succeeded',
    amount: money(p.amountKopecks),
    ...(status === 'succeeded'
      ? { income_amount: money(p.amountKopecks - emulatorFee(p.amountKopecks, feeBasisPoints)) }
      : {}),
    ...(status === 'pending'
      ? {
          confirmation: {
            type: 'redirect',
            confirmation_url: pageUrl,
            return_url: p.returnUrl,
          },
          expires_at: p.expiresAt.toISOString(),
        }
      : {}),
    created_at: p.createdAt.toISOString(),
    ...(status === 'succeeded' ? { captured_at: p.updatedAt.toISOString() } : {}),
    description: req.description ?? '',
    metadata: req.metadata ?? {},
    ...(p.method ? { payment_method: { type: p.method, id: p.id, saved: false } } : {}),
    recipient: { account_id: p.account, gateway_id: '100500' },
    refundable: status === 'succeeded' && p.refundedKopecks < p.amountKopecks,
    refunded_amount: money(p.refundedKopecks),
    test: true,
    ...(status === 'canceled'
      ? {
          cancellation_details: {
            party: p.cancelReason === 'insufficient_funds' ? 'payment_network' : 'yoo_kassa',
            reason: p.cancelReason ?? 'general_decline',
          },
        }
      : {}),
  };
}

/**
 * A stand-in for YooKassa API v3 (DESIGN.md "External providers"): payments with the
 * Idempotence-Key, the payment page, refunds, and webhooks from YooKassa's own address range.
 */
export function yookassaEmulatorRoutes(opts: {
  deps: EmulatorDeps;
  publicBaseUrl: string;
  accounts: ReadonlyMap<string, string>;
  /** The commission kept of each payment (income_amount), hundredths of a percent. */
  feeBasisPoints: number;
}): FastifyPluginAsync {
  const { deps } = opts;
  const pageUrl = (id: string) =>
    `${opts.publicBaseUrl}${YOOKASSA_EMULATOR_PREFIX}/checkout/payments/v2/contract?orderId=${id}`;
  const yooPayment = (p: EmulatedPayment) =>
    yooPaymentObject(p, pageUrl(p.id), opts.feeBasisPoints);
  const spec: ProviderSpec = {
    provider: 'YOOKASSA',
    brand: { name: 'ЮKassa', color: '#1a56db' },
    prefix: YOOKASSA_EMULATOR_PREFIX,
    pageRoute: '/checkout/payments/v2/contract',
    idParam: 'orderId',
    returnTo: (p) => p.returnUrl,
    reasons: {
      expired: 'expired_on_confirmation',
      insufficientFunds: 'insufficient_funds',
      threeDsFailed: '3d_secure_failed',
    },
    async notify(p, stale) {
      const object = yooPayment(p);
      const event = stale
        ? 'payment.waiting_for_capture'
        : p.status === 'succeeded'
          ? 'payment.succeeded'
          : 'payment.canceled';
      const res = await deps.app.inject({
        method: 'POST',
        url: YOOKASSA_WEBHOOK_PATH,
        remoteAddress: YOOKASSA_EMULATOR_SENDER_IP,
        payload: {
          type: 'notification',
          event,
          object: stale ? { ...object, status: 'pending' } : object,
        },
      });
      return res.statusCode;
    },
  };

  /** Basic shopId:secretKey; answers the shop or replies 401. */
  const shopOf = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const m = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [shopId = '', secret = ''] = m ? Buffer.from(m[1]!, 'base64').toString().split(':') : [];
    if (opts.accounts.get(shopId) === secret && shopId) return shopId;
    await reply.code(401).send(error('invalid_credentials', 'Неверные shopId или секретный ключ'));
    return null;
  };
  const keyOf = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const key = request.headers['idempotence-key'];
    if (typeof key === 'string' && key.length > 0 && key.length <= 64) return key;
    await reply
      .code(400)
      .send(
        error(
          'invalid_request',
          'Idempotence-Key header is missing or too long',
          'Idempotence-Key',
        ),
      );
    return null;
  };

  /** Credentials, the Idempotence-Key where one is required, then any fault a test queued. */
  const preamble = async (request: FastifyRequest, reply: FastifyReply, needsKey: boolean) => {
    const shop = await shopOf(request, reply);
    if (!shop) return null;
    const key = needsKey ? await keyOf(request, reply) : '';
    if (key === null) return null;
    const fault = deps.faults.nextApiFault('YOOKASSA');
    const failed = error('invalid_request', 'Эмулятор: отказ по заказу теста');
    if (await applyApiFault(fault, reply, failed)) return null;
    return { shop, key, fault };
  };

  return async (app) => {
    app.post('/v3/payments', async (request, reply) => {
      const pre = await preamble(request, reply, true);
      if (!pre) return reply;
      const { shop, key, fault } = pre;
      const body = CreateSchema.safeParse(request.body);
      if (!body.success)
        return reply
          .code(400)
          .send(
            error(
              'invalid_request',
              body.error.issues[0]?.message ?? 'invalid',
              String(body.error.issues[0]?.path.join('.')),
            ),
          );
      const now = deps.app.clock.now();
      const { payment } = await insertOrGetPayment(deps.app.db, {
        id: randomUUID(),
        provider: 'YOOKASSA',
        account: shop,
        idempotenceKey: key,
        amountKopecks: toKopecks(body.data.amount.value),
        status: 'pending',
        method: body.data.payment_method_data?.type ?? null,
        returnUrl: body.data.confirmation.return_url,
        request: body.data,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAGE_MINUTES * 60_000),
        updatedAt: now,
      });
      if (fault?.fault === 'lost')
        return reply.code(500).send(error('internal_server_error', 'Эмулятор: ответ потерян'));
      return yooPayment(await expireIfDue(deps, spec, payment));
    });

    app.get('/v3/payments/:id', async (request, reply) => {
      const pre = await preamble(request, reply, false);
      if (!pre) return reply;
      const { shop, fault } = pre;
      const p = await findPayment(deps.app.db, 'YOOKASSA', (request.params as { id: string }).id);
      if (!p || p.account !== shop)
        return reply.code(404).send(error('not_found', 'Payment not found'));
      const object = yooPayment(await expireIfDue(deps, spec, p));
      if (fault?.fault === 'lost')
        return reply.code(500).send(error('internal_server_error', 'Эмулятор: ответ потерян'));
      return object;
    });

    app.post('/v3/refunds', async (request, reply) => {
      const pre = await preamble(request, reply, true);
      if (!pre) return reply;
      const { shop, key, fault } = pre;
      const body = RefundSchema.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send(error('invalid_request', 'Неверный запрос возврата'));
      const p = await findPayment(deps.app.db, 'YOOKASSA', body.data.payment_id);
      if (!p || p.account !== shop)
        return reply.code(404).send(error('not_found', 'Payment not found'));
      const now = deps.app.clock.now();
      const refund = await refundPayment(
        deps.app.db,
        {
          id: randomUUID(),
          provider: 'YOOKASSA',
          paymentId: p.id,
          key,
          amountKopecks: toKopecks(body.data.amount.value),
        },
        now,
      );
      if (!refund)
        return reply
          .code(400)
          .send(
            error('invalid_request', 'Сумма возврата больше оставшейся суммы платежа', 'amount'),
          );
      const object = {
        id: refund.id,
        payment_id: p.id,
        status: 'succeeded',
        amount: money(refund.amountKopecks),
        created_at: refund.createdAt.toISOString(),
      };
      deps.faults.notify(
        'YOOKASSA',
        async () =>
          (
            await deps.app.inject({
              method: 'POST',
              url: YOOKASSA_WEBHOOK_PATH,
              remoteAddress: YOOKASSA_EMULATOR_SENDER_IP,
              payload: { type: 'notification', event: 'refund.succeeded', object },
            })
          ).statusCode,
      );
      if (fault?.fault === 'lost')
        return reply.code(500).send(error('internal_server_error', 'Эмулятор: ответ потерян'));
      return object;
    });

    registerYooKassaLists(app, {
      deps,
      preamble: (request, reply) => preamble(request, reply, false),
      invalid: (message, parameter) => error('invalid_request', message, parameter),
      paymentObject: yooPayment,
    });
    await app.register(checkoutPageRoutes(deps, spec));
  };
}
