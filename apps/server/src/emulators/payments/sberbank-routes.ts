import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sberChecksum } from '../../integrations/payments/sberbank';
import { acceptForms } from '../../lib/form-bodies';
import { applyApiFault } from './faults';
import {
  checkoutPageRoutes,
  expireIfDue,
  PAGE_MINUTES,
  type EmulatorDeps,
  type ProviderSpec,
} from './core';
import {
  countSucceeded,
  type EmulatedPayment,
  findPayment,
  listSucceeded,
  findPaymentByKey,
  insertOrGetPayment,
  refundPayment,
} from './repository';

export const SBERBANK_EMULATOR_PREFIX = '/emulators/sberbank/payment';
/** Our callback address as configured in the emulated merchant's settings. */
export const SBERBANK_CALLBACK_PATH = '/v1/payments/sberbank/callback';
const SENDER_IP = '194.54.14.89';

type Form = Record<string, string | undefined>;

/** orderStatus (integrations.md §2) of the emulator's state. */
function orderStatus(p: EmulatedPayment): number {
  if (p.status === 'acs') return 5;
  if (p.status === 'canceled') return 6;
  if (p.status === 'succeeded') return p.refundedKopecks >= p.amountKopecks ? 4 : 2;
  return 0;
}

const ACTION = {
  pending: { code: 0, text: 'Платёж не завершён' },
  succeeded: { code: 0, text: 'Платёж успешно проведён' },
  insufficient_funds: { code: 116, text: 'Недостаточно средств на карте' },
  expired: { code: -2007, text: 'Истёк срок ожидания ввода данных' },
  three_ds: { code: -2006, text: 'Не пройдена аутентификация 3-D Secure' },
} as const;

function statusAnswer(p: EmulatedPayment) {
  const reason = p.cancelReason as keyof typeof ACTION | null;
  const action =
    p.status === 'canceled'
      ? ACTION[reason ?? 'expired']
      : p.status === 'succeeded'
        ? ACTION.succeeded
        : ACTION.pending;
  return {
    errorCode: '0',
    errorMessage: 'Успешно',
    orderNumber: p.idempotenceKey,
    orderStatus: orderStatus(p),
    actionCode: action.code,
    actionCodeDescription: action.text,
    amount: p.amountKopecks,
    currency: '643',
    date: p.createdAt.getTime(),
    orderDescription: String((p.request as Form).description ?? ''),
    attributes: [{ name: 'mdOrder', value: p.id }],
    paymentAmountInfo: {
      paymentState: [
        'CREATED',
        'APPROVED',
        'DEPOSITED',
        'REVERSED',
        'REFUNDED',
        'STARTED',
        'DECLINED',
      ][orderStatus(p)],
      approvedAmount: p.status === 'succeeded' ? p.amountKopecks : 0,
      depositedAmount: p.status === 'succeeded' ? p.amountKopecks : 0,
      refundedAmount: p.refundedKopecks,
    },
  };
}

const withOrderId = (url: string, mdOrder: string) =>
  `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(mdOrder)}&lang=ru`;

/**
 * A stand-in for Sberbank's RBS gateway (DESIGN.md "External providers"): register.do with
 * the orderNumber as natural idempotency, getOrderStatusExtended.do, refund.do, the payment
 * page, and callbacks signed with the merchant's HMAC-SHA256 key.
 */
export function sberbankEmulatorRoutes(opts: {
  deps: EmulatorDeps;
  publicBaseUrl: string;
  /** userName → { password, callbackKey } */
  accounts: ReadonlyMap<string, { password: string; callbackKey: string }>;
}): FastifyPluginAsync {
  const { deps } = opts;
  const formUrl = (id: string) =>
    `${opts.publicBaseUrl}${SBERBANK_EMULATOR_PREFIX}/merchants/sbersafe/payment_ru.html?mdOrder=${id}`;

  const sendCallback = async (p: EmulatedPayment, operation: string, status: '0' | '1') => {
    const key = opts.accounts.get(p.account)?.callbackKey ?? '';
    const params: Record<string, string> = {
      mdOrder: p.id,
      orderNumber: p.idempotenceKey,
      operation,
      status,
    };
    params.checksum = sberChecksum(params, key);
    const res = await deps.app.inject({
      method: 'GET',
      url: `${SBERBANK_CALLBACK_PATH}?${new URLSearchParams(params).toString()}`,
      remoteAddress: SENDER_IP,
    });
    return res.statusCode;
  };

  const spec: ProviderSpec = {
    provider: 'SBERBANK',
    brand: { name: 'СберБанк', color: '#108c3c' },
    prefix: SBERBANK_EMULATOR_PREFIX,
    pageRoute: '/merchants/sbersafe/payment_ru.html',
    idParam: 'mdOrder',
    returnTo: (p) =>
      withOrderId(p.status === 'canceled' && p.failUrl ? p.failUrl : p.returnUrl, p.id),
    reasons: {
      expired: 'expired',
      insufficientFunds: 'insufficient_funds',
      threeDsFailed: 'three_ds',
    },
    notify(p, stale) {
      if (stale) return sendCallback(p, 'approved', '1');
      if (p.status === 'succeeded') return sendCallback(p, 'deposited', '1');
      return p.cancelReason === 'expired'
        ? sendCallback(p, 'declinedByTimeout', '1')
        : sendCallback(p, 'approved', '0');
    },
  };

  /** userName/password; answers the merchant or replies errorCode 5. */
  const merchantOf = async (form: Form, reply: FastifyReply): Promise<string | null> => {
    const account = opts.accounts.get(form.userName ?? '');
    if (account && account.password === form.password) return form.userName!;
    await reply.send({ errorCode: '5', errorMessage: 'Доступ запрещён' });
    return null;
  };
  const fault = async (reply: FastifyReply) => {
    const queued = deps.faults.nextApiFault('SBERBANK');
    const answered = await applyApiFault(queued, reply, {
      errorCode: '5',
      errorMessage: 'Эмулятор: отказ по заказу теста',
    });
    return { answered, lost: queued?.fault === 'lost' };
  };
  const lostAnswer = (reply: FastifyReply) => reply.code(500).send('Internal Server Error');

  return async (app) => {
    acceptForms(app, 16 * 1024);
    const form = (request: FastifyRequest): Form => (request.body ?? {}) as Form;

    app.post('/rest/register.do', async (request, reply) => {
      const f = form(request);
      const merchant = await merchantOf(f, reply);
      if (!merchant) return reply;
      const { answered, lost } = await fault(reply);
      if (answered) return reply;
      const amount = Number(f.amount);
      if (!f.orderNumber || f.orderNumber.length > 32)
        return { errorCode: '4', errorMessage: 'Номер заказа не может быть пуст' };
      if (!Number.isInteger(amount) || amount <= 0)
        return { errorCode: '4', errorMessage: 'Неверная сумма' };
      if (!f.returnUrl) return { errorCode: '4', errorMessage: 'URL возврата не может быть пуст' };
      if (f.currency && f.currency !== '643')
        return { errorCode: '7', errorMessage: 'Неверная валюта' };
      const now = deps.app.clock.now();
      const { payment, created } = await insertOrGetPayment(deps.app.db, {
        id: randomUUID(),
        provider: 'SBERBANK',
        account: merchant,
        idempotenceKey: f.orderNumber,
        amountKopecks: amount,
        status: 'pending',
        returnUrl: f.returnUrl,
        failUrl: f.failUrl ?? null,
        request: { description: f.description ?? '', jsonParams: f.jsonParams ?? null },
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAGE_MINUTES * 60_000),
        updatedAt: now,
      });
      if (lost) return lostAnswer(reply);
      if (!created) return { errorCode: '1', errorMessage: 'Заказ с таким номером уже обработан' };
      return { orderId: payment.id, formUrl: formUrl(payment.id) };
    });

    app.post('/rest/getOrderStatusExtended.do', async (request, reply) => {
      const f = form(request);
      const merchant = await merchantOf(f, reply);
      if (!merchant) return reply;
      const { answered, lost } = await fault(reply);
      if (answered) return reply;
      const p = f.orderId
        ? await findPayment(deps.app.db, 'SBERBANK', f.orderId)
        : f.orderNumber
          ? await findPaymentByKey(deps.app.db, 'SBERBANK', merchant, f.orderNumber)
          : undefined;
      if (!p || p.account !== merchant) return { errorCode: '6', errorMessage: 'Заказ не найден' };
      const fresh = await expireIfDue(deps, spec, p);
      if (lost) return lostAnswer(reply);
      return statusAnswer(fresh);
    });

    app.post('/rest/refund.do', async (request, reply) => {
      const f = form(request);
      const merchant = await merchantOf(f, reply);
      if (!merchant) return reply;
      const { answered, lost } = await fault(reply);
      if (answered) return reply;
      const p = f.orderId ? await findPayment(deps.app.db, 'SBERBANK', f.orderId) : undefined;
      if (!p || p.account !== merchant) return { errorCode: '6', errorMessage: 'Заказ не найден' };
      const amount = Number(f.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return { errorCode: '5', errorMessage: 'Неверная сумма' };
      // refund.do has no key of its own: the refunds so far make a repeat of the same one visible.
      const refund = await refundPayment(
        deps.app.db,
        {
          id: randomUUID(),
          provider: 'SBERBANK',
          paymentId: p.id,
          key: `${p.id}:${f.jsonParams ?? randomUUID()}`,
          amountKopecks: amount,
        },
        deps.app.clock.now(),
      );
      if (!refund)
        return { errorCode: '7', errorMessage: 'Сумма возврата превышает сумму списания' };
      const after = (await findPayment(deps.app.db, 'SBERBANK', p.id)) ?? p;
      deps.faults.notify('SBERBANK', () => sendCallback(after, 'refunded', '1'));
      if (lost) return lostAnswer(reply);
      return { errorCode: '0', errorMessage: 'Успешно' };
    });

    app.post('/rest/getLastOrdersForMerchants.do', async (request, reply) => {
      const f = form(request);
      const merchant = await merchantOf(f, reply);
      if (!merchant) return reply;
      const { answered } = await fault(reply);
      if (answered) return reply;
      const from = fromSberMoment(f.from);
      const to = fromSberMoment(f.to);
      const size = Number(f.size);
      const page = Number(f.page ?? '0');
      if (!from || !to || to < from)
        return { errorCode: '5', errorMessage: 'Неверный период: from и to — ГГГГММДДччммсс' };
      if (!Number.isInteger(size) || size < 1 || size > 200 || !Number.isInteger(page) || page < 0)
        return { errorCode: '5', errorMessage: 'Неверные size или page' };
      const states = (f.transactionStates ?? '').split(',');
      const merchants = (f.merchants ?? '').split(',').filter(Boolean);
      const wanted =
        (states.includes('DEPOSITED') || states.includes('REFUNDED')) &&
        (merchants.length === 0 || merchants.includes(merchant));
      const q = {
        provider: 'SBERBANK' as const,
        account: merchant,
        from,
        to: new Date(to.getTime() + 1000),
      };
      const rows = wanted
        ? await listSucceeded(deps.app.db, { ...q, offset: page * size, limit: size })
        : [];
      // Fully refunded orders are REFUNDED, the rest DEPOSITED: keep the states asked for.
      const kept = rows.filter((p) =>
        states.includes(orderStatus(p) === 4 ? 'REFUNDED' : 'DEPOSITED'),
      );
      return {
        errorCode: '0',
        errorMessage: 'Успешно',
        orderStatuses: kept.map(statusAnswer),
        totalCount: wanted ? await countSucceeded(deps.app.db, q) : 0,
        page,
        pageSize: size,
      };
    });

    await app.register(checkoutPageRoutes(deps, spec));
  };
}

/** The registry's YYYYMMDDHHmmss, Moscow time (UTC+3). */
function fromSberMoment(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+03:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}
