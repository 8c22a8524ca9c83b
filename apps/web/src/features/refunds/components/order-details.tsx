import { useState } from 'react';
import type { SoldOrder, SoldOrderLine } from '@sportkarta/contract/api/refunds';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import {
  REFUND_STATE_LABELS,
  VENUE_REQUEST_STATE_LABELS,
  refundDeadlineText,
} from '@sportkarta/contract/api/refunds';
import { ruPurchases } from '@/i18n/ru-purchases';
import { useFlag } from '@/lib/flags';
import { dateIn, dayIn, dayOf, timeIn } from '@/lib/zoned-format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { ReasonDialog } from '@/ui/reason-dialog';
import { isApiError } from '@/lib/api-client';
import { useAskVenueRefund, useRequestRefund } from '../api/sold-order';
import { RefundProgress } from './refund-progress';
import './refunds.css';

const t = ruPurchases;

function lineWhen(line: SoldOrderLine, timeZone: string): string | null {
  if (line.kind === 'RESERVATION' && line.startsAt)
    return `${dayIn(line.startsAt, timeZone)}, ${timeIn(line.startsAt, timeZone)}`;
  return line.visitDate ? dayOf(line.visitDate) : null;
}

/** Issue 28: a section's line — the request to the venue and its answer. */
function VenueAskState({ line, timeZone }: { line: SoldOrderLine; timeZone: string }) {
  const r = line.venueRequest;
  if (!r) return null;
  return (
    <span className="sk-order__line-ask">
      <span className="sk-order__line-refund">{VENUE_REQUEST_STATE_LABELS[r.state]}</span>
      {r.state === 'NEW' ? (
        <span className="sk-order__line-sub">
          {t.venueAskSent(`${dateIn(r.requestedAt, timeZone)}, ${timeIn(r.requestedAt, timeZone)}`)}
        </span>
      ) : r.state === 'REJECTED' && r.rejectReason ? (
        <span className="sk-order__line-sub">{t.venueAskRejected(r.rejectReason)}</span>
      ) : null}
    </span>
  );
}

/** What is asked to return: some lines (their amounts with their fees) or the whole order. */
type Ask = { lineIds?: number[]; sum: number };

/** One order after the purchase: what it holds, what can still be returned, the refunds. */
export function OrderDetails({ order }: { order: SoldOrder }) {
  const refundsOn = useFlag('mobile-refund');
  const [ask, setAsk] = useState<Ask | null>(null);
  const refund = useRequestRefund(order.id);
  const askVenue = useAskVenueRefund(order.id);
  const [asking, setAsking] = useState<SoldOrderLine | null>(null);
  const [askError, setAskError] = useState<string | null>(null);
  const closeAsk = () => {
    setAsking(null);
    setAskError(null);
  };
  const sendAsk = (reason: string) => {
    if (!asking) return;
    if (reason.trim().length < 3) return setAskError(t.venueAskShort);
    askVenue.mutate(
      { lineId: asking.id, reason: reason.trim() },
      {
        onSuccess: () => {
          closeAsk();
          showToast({ type: 'success', message: t.venueAskDone });
        },
        onError: (e) => setAskError(isApiError(e) ? e.message : String(e)),
      },
    );
  };
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
              <VenueAskState line={line} timeZone={order.timeZone} />
              {refundsOn && line.venueRequestable ? (
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  disabled={askVenue.isPending}
                  onClick={() => setAsking(line)}
                >
                  {line.venueRequest ? t.venueAskAgain : t.venueAsk}
                  <span className="sk-visually-hidden">: {line.title}</span>
                </button>
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
          <h2 id="sk-order-refunds" className="sk-refunds__heading">
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
      <ReasonDialog
        open={asking !== null}
        title={t.venueAskTitle}
        text={
          asking
            ? t.venueAskText(order.complexName, formatRub(asking.amountKopecks + asking.feeKopecks))
            : undefined
        }
        label={t.venueAskLabel}
        confirmLabel={t.venueAskSend}
        busyLabel={t.venueAskSending}
        busy={askVenue.isPending}
        error={askError}
        onConfirm={sendAsk}
        onClose={closeAsk}
      />
    </div>
  );
}
