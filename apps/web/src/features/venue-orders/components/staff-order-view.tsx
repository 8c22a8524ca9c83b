import { useState } from 'react';
import { REFUND_STATE_LABELS, type SoldOrderLine } from '@sportkarta/contract/api/refunds';
import type { StaffOrderDetail } from '@sportkarta/contract/api/venue-desk';
import { formatPhoneMasked, formatRub } from '@sportkarta/contract/config/formats';
import { ruPurchases } from '@/i18n/ru-purchases';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn, timeIn } from '@/lib/zoned-format';
import { useStaffOrder } from '../api/get-staff-order';
import { RefundDialog } from './refund-dialog';
import { OrderItems, OrderPayments, OrderRefunds } from './staff-order-parts';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';

/** A line the venue may still return: paid, and not returned or on its way back. */
const canRefund = (order: StaffOrderDetail, line: SoldOrderLine): boolean =>
  order.status === 'payed' && (line.refundState === null || line.refundState === 'REJECTED');

function Lines(props: {
  order: StaffOrderDetail;
  /** The role may refund (`orders.refund`). */
  refunds: boolean;
  onRefund: (line: SoldOrderLine) => void;
}) {
  const { order } = props;
  return (
    <section aria-labelledby="staff-order-lines">
      <h2 id="staff-order-lines" className="sk-staff-h">
        {t.lines}
      </h2>
      <ul className="sk-staff-list">
        {order.lines.map((line) => (
          <li key={line.id} className="sk-staff-card">
            <div className="sk-staff-card__head">
              <h3 className="sk-staff-card__title">{line.title}</h3>
              {line.refundState ? (
                <span className="sk-staff-badge sk-staff-badge--wait">
                  {REFUND_STATE_LABELS[line.refundState]}
                </span>
              ) : null}
            </div>
            <p className="sk-staff-card__line">
              {t.quantity(line.quantity)} · {formatRub(line.amountKopecks)}
            </p>
            {props.refunds && canRefund(order, line) ? (
              <div className="sk-staff-card__actions">
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  aria-label={`${t.refundLine}: ${line.title}`}
                  onClick={() => props.onRefund(line)}
                >
                  {t.refundLine}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="sk-staff-card__line">
        {t.subtotal}: {formatRub(order.subtotalKopecks)} · {t.fee}: {formatRub(order.feeKopecks)} ·{' '}
        <strong>
          {t.total}: {formatRub(order.totalKopecks)}
        </strong>
      </p>
    </section>
  );
}

/** One order of the venue (issue 24): lines, payments, tickets with check-ins, refunds. */
export function StaffOrderView(props: {
  complexId: number;
  timeZone: string;
  orderId: string;
  canRefund: boolean;
  /** Issue 25: what the page shows under a package (its id): activation, its record. */
  packageExtra?: (packageId: string) => React.ReactNode;
}) {
  const q = useStaffOrder(props.complexId, props.orderId);
  const [refunding, setRefunding] = useState<SoldOrderLine | null>(null);
  if (q.isPending) return <ListSkeleton label={t.ordersLoading} />;
  if (q.isError) return <QueryErrorState title={t.orderLoadError} query={q} />;
  const order = q.data;
  const zone = props.timeZone;
  return (
    <div className="sk-staff">
      <div className="sk-staff-card">
        <div className="sk-staff-card__head">
          <h2 className="sk-staff-card__title">{t.orderNumber(order.number)}</h2>
          <span className="sk-staff-badge">{ruPurchases.orderStatus[order.status]}</span>
        </div>
        <p className="sk-staff-card__line">
          {order.buyerName}
          {order.childName ? ` · ${t.orderFor(order.childName)}` : ''}
          {order.buyerPhone ? ` · ${formatPhoneMasked(order.buyerPhone)}` : ''}
        </p>
        <p className="sk-staff-card__line">
          {ruPurchases.orderCreatedAt(
            `${dateIn(order.createdAt, zone)}, ${timeIn(order.createdAt, zone)}`,
          )}
          {order.paidAt
            ? ` · ${ruPurchases.orderPaidAt(`${dateIn(order.paidAt, zone)}, ${timeIn(order.paidAt, zone)}`)}`
            : ''}
        </p>
      </div>
      <Lines order={order} refunds={props.canRefund} onRefund={setRefunding} />
      <OrderPayments order={order} timeZone={zone} />
      <OrderItems
        order={order}
        timeZone={zone}
        extra={(item) =>
          item.kind === 'PACKAGE' && item.qrCodeId.startsWith('pkg:')
            ? props.packageExtra?.(item.qrCodeId.slice(4))
            : null
        }
      />
      <OrderRefunds order={order} timeZone={zone} />
      <RefundDialog
        complexId={props.complexId}
        orderId={order.id}
        line={refunding}
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}
