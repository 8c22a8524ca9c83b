import { useState } from 'react';
import type { SoldOrder, SoldOrderLine } from '@sportkarta/contract/api/refunds';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { REFUND_STATE_LABELS, refundDeadlineText } from '@sportkarta/contract/api/refunds';
import { ruPurchases } from '@/i18n/ru-purchases';
import { useFlag } from '@/lib/flags';
import { dayIn, dayOf, timeIn } from '@/lib/zoned-format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useRequestRefund } from '../api/sold-order';
import { RefundProgress } from './refund-progress';
import './refunds.css';

const t = ruPurchases;

function lineWhen(line: SoldOrderLine, timeZone: string): string | null {
  if (line.kind === 'RESERVATION' && line.startsAt)
    return `${dayIn(line.startsAt, timeZone)}, ${timeIn(line.startsAt, timeZone)}`;
  return line.visitDate ? dayOf(line.visitDate) : null;
}

/** What is asked to return: some lines (their amounts with their fees) or the whole order. */
type Ask = { lineIds?: number[]; sum: number };

/** One order after the purchase: what it holds, what can still be returned, the refunds. */
export function OrderDetails({ order }: { order: SoldOrder }) {
  const refundsOn = useFlag('mobile-refund');
  const [ask, setAsk] = useState<Ask | null>(null);
  const refund = useRequestRefund(order.id);
  const refundable = order.lines.filter((l) => l.refundable);
  const whole = refundable.length === order.lines.length && order.lines.length > 1;
  const send = (a: Ask) =>
    refund.mutate(a.lineIds, {
      onSuccess: () => {
        setAsk(null);
        showToast({ type: 'success', message: t.refundDone });
      },
      onError: (error) => {
        setAsk(null);
        showToast({ type: 'error', message: error.message });
      },
    });
  const sumOf = (lines: SoldOrderLine[]) =>
    lines.reduce((s, l) => s + l.amountKopecks + l.feeKopecks, 0);
  return (
    <div className="sk-order">
      <p className="sk-order__meta">
        <span className="sk-order__status">{t.orderStatus[order.status]}</span>
        {order.complexName}
        <br />
        {order.paidAt
          ? t.orderPaidAt(
              `${dayIn(order.paidAt, order.timeZone)}, ${timeIn(order.paidAt, order.timeZone)}`,
            )
          : t.orderCreatedAt(dayIn(order.createdAt, order.timeZone))}
      </p>
      <ul className="sk-order__lines">
        {order.lines.map((line) => {
          const when = lineWhen(line, order.timeZone);
          return (
            <li key={line.id} className="sk-order__line">
              <div className="sk-order__line-head">
                <span className="sk-order__line-title">{line.title}</span>
                <span>{formatRub(line.amountKopecks, { free: true })}</span>
              </div>
              <span className="sk-order__line-sub">
                {when ? `${when} · ` : ''}
                {t.lineQuantity(line.quantity)}
              </span>
              {line.refundState ? (
                <span className="sk-order__line-refund">
                  {REFUND_STATE_LABELS[line.refundState]}
                </span>
              ) : line.refundBlockedBy && order.status !== 'complete' ? (
                <span className="sk-order__line-sub">{line.refundBlockedBy}</span>
              ) : null}
              {refundsOn && line.refundable && !whole ? (
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  disabled={refund.isPending}
                  onClick={() => setAsk({ lineIds: [line.id], sum: sumOf([line]) })}
                >
                  {t.refundLine}
                  <span className="sk-visually-hidden">: {line.title}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <dl className="sk-order__sums">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatRub(order.subtotalKopecks, { free: true })}</dd>
        </div>
        {order.feeKopecks > 0 ? (
          <div>
            <dt>{t.fee}</dt>
            <dd>{formatRub(order.feeKopecks)}</dd>
          </div>
        ) : null}
        <div className="sk-order__total">
          <dt>{t.total}</dt>
          <dd>{formatRub(order.totalKopecks, { free: true })}</dd>
        </div>
      </dl>
      {refundsOn && whole ? (
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          disabled={refund.isPending}
          onClick={() => setAsk({ sum: sumOf(refundable) })}
        >
          {t.refundAll}
        </button>
      ) : null}
      {order.status === 'payed' || order.status === 'returned' ? (
        <p className="sk-order__policy">
          {t.refundPolicy(refundDeadlineText(order.refundBeforeMinutes))}
        </p>
      ) : null}
      {order.refunds.length ? (
        <section aria-labelledby="sk-order-refunds">
          <h2 id="sk-order-refunds" className="sk-packages__heading">
            {t.refundsTitle}
          </h2>
          {order.refunds.map((r) => (
            <RefundProgress
              key={r.id}
              refund={r}
              timeZone={order.timeZone}
              supportHref={paths.supportNew({
                orderId: order.id,
                orderNumber: order.number,
                topic: 'REFUND',
              })}
            />
          ))}
        </section>
      ) : null}
      <ConfirmDialog
        open={ask !== null}
        title={t.refundConfirm}
        text={t.refundConfirmHint(formatRub(ask?.sum ?? 0))}
        confirmLabel={t.refundSend}
        busyLabel={t.refundSending}
        busy={refund.isPending}
        danger
        onConfirm={() => ask && send(ask)}
        onClose={() => setAsk(null)}
      />
    </div>
  );
}
