import type { OrderLineKind } from '@sportkarta/contract/enums';
import type {
  StaffOrderDetail,
  StaffOrderSummary,
  StaffOrdersQuery,
  VenueRefundRequest,
} from '@sportkarta/contract/api/venue-desk';
import { HttpError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { PaymentDeps } from '../payments/service';
import { ATTEMPT_STATUS } from '../payments/status-service';
import {
  findRefunds,
  findSoldLines,
  succeededAttempt,
  type SoldLineRow,
} from '../refunds/repository';
import { approveOpenAsks } from '../refunds/section-request-repository';
import { ORDER_NOT_FOUND, queueVenueRefund, sendAtOnce, STATE, toRefund } from '../refunds/service';
import { appendAudit } from '../staff-audit/append';
import { orderItems, orderPayments, searchOrders, venueOrder, type SummaryRow } from './repository';

// Issue 24: the front desk's orders (orders.read) and the venue's own refunds (orders.refund):
// any paid line not yet returned, whatever the buyer's policy window says, with a reason the
// buyer sees. The money goes back through the acquirer that took it (the refunds module's
// machinery: the refund's id is its Idempotence-Key; the order row is locked, so a line is
// never returned twice).

const BAD_CURSOR = 'Неверная страница списка: начните сначала';

function summary(r: SummaryRow): StaffOrderSummary {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    buyerName: r.buyerName,
    buyerPhone: r.buyerPhone,
    childName: r.childName,
    totalKopecks: r.totalKopecks,
  };
}

function readCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const c = decodeCursor(cursor);
  if (!c || !/^[0-9a-f-]{36}$/.test(c.id)) throw new HttpError('BAD_REQUEST', BAD_CURSOR);
  return c;
}

export async function venueOrders(
  deps: Pick<PaymentDeps, 'db'>,
  complexId: number,
  q: StaffOrdersQuery,
) {
  const rows = await searchOrders(deps.db, {
    complexId,
    ...q,
    after: readCursor(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(summary),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** Why the venue cannot return a line (null: it can). */
function venueBlockedBy(order: SummaryRow, line: SoldLineRow): string | null {
  if (order.status === 'complete') return 'Бесплатный заказ: возвращать нечего';
  if (order.status !== 'payed' && order.status !== 'returned') return 'Заказ не оплачен';
  if (line.refundStatus === 'succeeded') return 'Уже возвращено';
  if (line.refundStatus) return 'Возврат уже оформлен';
  return null;
}

export async function venueOrderDetail(
  deps: Pick<PaymentDeps, 'db'>,
  complexId: number,
  orderId: string,
): Promise<StaffOrderDetail> {
  const order = await venueOrder(deps.db, complexId, orderId);
  if (!order) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
  const [lines, refunds, payments, items] = await Promise.all([
    findSoldLines(deps.db, order.id),
    findRefunds(deps.db, order.id),
    orderPayments(deps.db, order.id),
    orderItems(deps.db, order.id),
  ]);
  return {
    ...summary(order),
    provider: order.provider,
    subtotalKopecks: order.subtotalKopecks,
    feeKopecks: order.feeKopecks,
    lines: lines.map((l) => {
      const blocked = venueBlockedBy(order, l);
      return {
        id: l.id,
        kind: l.kind as OrderLineKind,
        title: l.title,
        quantity: l.quantity,
        amountKopecks: l.amountKopecks,
        feeKopecks: l.feeKopecks,
        visitDate: l.visitDate,
        startsAt: l.startsAt?.toISOString() ?? null,
        refundable: blocked === null,
        refundBlockedBy: blocked,
        refundState: l.refundStatus ? (STATE[l.refundStatus] ?? null) : null,
      };
    }),
    payments: payments.map((p) => ({
      ...p,
      status: ATTEMPT_STATUS[p.status] ?? 'UNKNOWN',
      createdAt: p.createdAt.toISOString(),
    })),
    items: items.map((i) => ({
      ...i,
      checkIns: i.checkIns.map((c) => ({ ...c, at: c.at.toISOString() })),
    })),
    refunds: refunds.map((r) => ({ ...toRefund(r), reason: r.note })),
  };
}

/** POST …/orders/{orderId}/refund: the venue returns lines; audited; sent to the acquirer. */
export async function venueRefund(
  deps: PaymentDeps,
  a: { complexId: number; orderId: string; userId: string; body: VenueRefundRequest; now: Date },
): Promise<StaffOrderDetail> {
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await venueOrder(tx, a.complexId, a.orderId, true);
    if (!order) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
    const lines = await findSoldLines(tx, order.id);
    const wanted = new Set(a.body.lineIds);
    const chosen = lines.filter((l) => wanted.has(l.id));
    if (chosen.length !== wanted.size)
      throw new HttpError('BAD_REQUEST', 'В заказе нет такой позиции');
    for (const line of chosen) {
      const why = venueBlockedBy(order, line);
      if (why) throw new HttpError('CONFLICT', chosen.length > 1 ? `«${line.title}»: ${why}` : why);
    }
    const attemptId = await succeededAttempt(tx, order.id);
    if (!attemptId) throw new HttpError('CONFLICT', 'Заказ не оплачен');
    const { refundId: id, amountKopecks } = await queueVenueRefund(tx, {
      orderId: order.id,
      attemptId,
      userId: a.userId,
      lines: chosen,
      note: a.body.reason,
      now: a.now,
    });
    // Issue 28: a parent's open request for one of these lines is answered by this refund.
    await approveOpenAsks(tx, {
      lineIds: chosen.map((l) => l.id),
      refundId: id,
      by: a.userId,
      now: a.now,
    });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'REFUND',
      at: a.now,
      objectType: 'order',
      objectId: order.id,
      orderNumber: order.number,
      before: { lines: chosen.map((l) => ({ id: l.id, refund: l.refundStatus })) },
      after: {
        refundId: id,
        lineIds: chosen.map((l) => l.id),
        amountKopecks,
        reason: a.body.reason,
      },
    });
    return id;
  });
  await sendAtOnce(deps, a.orderId, refundId, a.now);
  return venueOrderDetail(deps, a.complexId, a.orderId);
}
