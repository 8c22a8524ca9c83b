import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { verifySberChecksum } from '../../integrations/payments/sberbank';
import { refundByProviderId } from './refund-repository';
import { finishRefund } from './refund-service';
import {
  type AttemptRow,
  findAttemptByProviderId,
  findAttempt,
  notificationSeen,
  orderOwner,
  recordNotification,
} from './repository';
import type { PaymentDeps } from './service';
import { refreshAttempt } from './status-service';

// Webhooks (YooKassa) and callbacks (Sberbank). Neither is believed as it comes: YooKassa's are
// accepted only from its addresses, Sberbank's only with a valid checksum, and then the payment
// is read back from the provider. Each (provider, payment, event) is processed once.

export const YooWebhookSchema = z.object({
  type: z.literal('notification'),
  event: z.enum([
    'payment.succeeded',
    'payment.waiting_for_capture',
    'payment.canceled',
    'refund.succeeded',
  ]),
  object: z.looseObject({
    id: z.string().min(1).max(64),
    payment_id: z.string().max(64).optional(),
  }),
});
export type YooWebhook = z.infer<typeof YooWebhookSchema>;

export type NotificationOutcome =
  'processed' | 'unconfirmed' | 'duplicate' | 'unknown' | 'forbidden' | 'forged';

/** YooKassa's address list (config) as a matcher; networks and single addresses, v4 and v6. */
export function ipAllowList(entries: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const e of entries) {
    const [addr = '', prefix] = e.split('/');
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (prefix) list.addSubnet(addr, Number(prefix), type);
    else list.addAddress(addr, type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

export async function yookassaWebhook(
  deps: PaymentDeps & { allowed: (ip: string) => boolean },
  a: { ip: string; body: YooWebhook; now: Date },
): Promise<NotificationOutcome> {
  if (!deps.allowed(a.ip)) {
    deps.log.warn(
      { ip: a.ip, event: a.body.event },
      'YooKassa webhook from an address not on the list: rejected',
    );
    return 'forbidden';
  }
  const { event, object } = a.body;
  const note = { provider: 'YOOKASSA', providerPaymentId: object.id, event };
  if (await notificationSeen(deps.db, note)) return 'duplicate';
  if (event === 'refund.succeeded') {
    const refund = await refundByProviderId(deps.db, object.id);
    if (!refund) return 'unknown';
    await finishRefund(
      deps.db,
      refund.id,
      { status: 'succeeded', providerRefundId: object.id },
      a.now,
    );
  } else {
    const attempt = await findAttemptByProviderId(deps.db, 'YOOKASSA', object.id);
    if (!attempt) return 'unknown';
    // The event is a hint: what counts is the payment as YooKassa reports it now.
    if (!(await confirmed(deps, attempt, a.now))) return 'unconfirmed';
  }
  await recordNotification(deps.db, { ...note, payload: a.body }, a.now);
  return 'processed';
}

export const SberCallbackSchema = z.looseObject({
  mdOrder: z.string().min(1).max(64),
  orderNumber: z.string().min(1).max(64),
  operation: z.enum(['approved', 'declinedByTimeout', 'deposited', 'reversed', 'refunded']),
  status: z.enum(['0', '1']),
  checksum: z.string().min(1).max(256).optional(),
});
export type SberCallback = z.infer<typeof SberCallbackSchema>;

export async function sberbankCallback(
  deps: PaymentDeps,
  a: { params: Record<string, string>; body: SberCallback; now: Date },
): Promise<NotificationOutcome> {
  const attempt =
    (await findAttemptByProviderId(deps.db, 'SBERBANK', a.body.mdOrder)) ??
    (await attemptOfOrderNumber(deps, a.body.orderNumber));
  if (!attempt) return 'unknown';
  const key = deps.gateways.sberCallbackKey(attempt.accountKey);
  if (!key || !verifySberChecksum(a.params, key)) {
    deps.log.warn(
      { mdOrder: a.body.mdOrder, operation: a.body.operation },
      'Sberbank callback with a bad checksum: rejected',
    );
    return 'forged';
  }
  const note = {
    provider: 'SBERBANK',
    providerPaymentId: a.body.mdOrder,
    event: `${a.body.operation}:${a.body.status}`,
  };
  if (await notificationSeen(deps.db, note)) return 'duplicate';
  if (!(await confirmed(deps, attempt, a.now))) return 'unconfirmed';
  await recordNotification(deps.db, { ...note, payload: a.params }, a.now);
  return 'processed';
}

/**
 * Reads the attempt back from its provider and answers whether it is final now. Only then is
 * the notification recorded as processed: one the provider does not bear out (forged, stale or
 * early) leaves nothing behind that would make the real one look like a repeat.
 */
async function confirmed(deps: PaymentDeps, attempt: AttemptRow, now: Date): Promise<boolean> {
  const userId = await orderOwner(deps.db, attempt.orderId);
  if (!userId) return false;
  if (attempt.status !== 'succeeded') await refreshAttempt(deps, attempt, userId, now);
  const after = await findAttempt(deps.db, attempt.id);
  return after?.status === 'succeeded' || after?.status === 'canceled';
}

/** Sberbank's orderNumber is our attempt id without dashes. */
async function attemptOfOrderNumber(deps: PaymentDeps, orderNumber: string) {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(
    orderNumber,
  );
  if (!m) return undefined;
  return findAttempt(deps.db, m.slice(1).join('-'));
}
