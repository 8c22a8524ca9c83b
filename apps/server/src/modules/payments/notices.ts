import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';
import { findOrder } from '../orders/order-repository';
import { findRefund } from './refund-repository';

// Issue 14: what the person is told about their money, written in the transaction that moves
// it (so exactly once, however many webhooks repeat it).

/** The order has been paid and issued. */
export async function noticeOrderPaid(tx: Db, orderId: string, now: Date): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order) return;
  await notify(tx, {
    userId: order.userId,
    kind: 'ORDER_PAID',
    title: 'Заказ оплачен',
    body: `Заказ № ${order.number} на ${formatRub(order.totalKopecks)} оплачен — ${order.complexName}. Покупка уже в вашем профиле.`,
    link: paths.soldOrder(order.id),
    dedupeKey: `paid:${order.id}`,
    now,
  });
}

/** A refund has ended at the bank: the money is back, or the bank refused. */
export async function noticeRefundFinished(
  tx: Db,
  refundId: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  const refund = await findRefund(tx, refundId);
  if (!refund) return;
  const order = await findOrder(tx, refund.orderId);
  if (!order) return;
  const amount = formatRub(refund.amountKopecks);
  await notify(tx, {
    userId: order.userId,
    kind: 'REFUND_FINISHED',
    title: succeeded ? 'Деньги возвращены' : 'Банк отклонил возврат',
    body: succeeded
      ? `Возврат ${amount} по заказу № ${order.number} выполнен: деньги вернутся на карту.`
      : `Возврат ${amount} по заказу № ${order.number} не выполнен${refund.rejectReason ? `: ${refund.rejectReason}` : ''}.`,
    link: paths.soldOrder(order.id),
    dedupeKey: `refund:${refund.id}`,
    now,
  });
}
