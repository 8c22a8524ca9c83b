import { REFUND_STATE_LABELS } from '@sportkarta/contract/api/refunds';
import type { StaffOrderDetail } from '@sportkarta/contract/api/venue-desk';
import { formatRub } from '@sportkarta/contract/config/formats';
import { PAYMENT_STATUS_LABELS, VISITOR_PACKAGE_STATUS_LABELS } from '@sportkarta/contract/labels';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { dateIn, timeIn } from '@/lib/zoned-format';

const when = (iso: string, zone: string) => `${dateIn(iso, zone)}, ${timeIn(iso, zone)}`;

interface PartProps {
  order: StaffOrderDetail;
  timeZone: string;
}

type OrderItem = StaffOrderDetail['items'][number];

function Part(props: { id: string; title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="sk-staff-h">
        {props.title}
      </h2>
      {props.children.length === 0 ? (
        <p className="sk-staff-note">{props.empty}</p>
      ) : (
        <ul className="sk-staff-list">{props.children}</ul>
      )}
    </section>
  );
}

/** Each attempt to pay, with the provider's state. */
export function OrderPayments({ order, timeZone }: PartProps) {
  return (
    <Part id="staff-order-payments" title={t.payments} empty={t.paymentsEmpty}>
      {order.payments.map((p) => (
        <li key={p.id} className="sk-staff-card">
          <div className="sk-staff-card__head">
            <span className="sk-staff-card__title">{formatRub(p.amountKopecks)}</span>
            <span className="sk-staff-badge">{PAYMENT_STATUS_LABELS[p.status]}</span>
          </div>
          <p className="sk-staff-card__line">
            {p.provider} · {when(p.createdAt, timeZone)}
          </p>
        </li>
      ))}
    </Part>
  );
}

/** The order's tickets and packages, each with its check-ins at the door. */
export function OrderItems({
  order,
  timeZone,
  extra,
}: PartProps & { extra?: (item: OrderItem) => React.ReactNode }) {
  return (
    <Part id="staff-order-items" title={t.items} empty={t.itemsEmpty}>
      {order.items.map((item) => (
        <li key={item.qrCodeId} className="sk-staff-card">
          <div className="sk-staff-card__head">
            <h3 className="sk-staff-card__title">{item.title}</h3>
            <span className="sk-staff-badge">{VISITOR_PACKAGE_STATUS_LABELS[item.status]}</span>
          </div>
          <p className="sk-staff-card__line">
            {item.visitsTotal !== null
              ? t.visits(item.visitsUsed, item.visitsTotal)
              : t.checkIns(item.checkIns.length)}
          </p>
          {item.checkIns.length > 0 ? (
            <ul className="sk-staff-card__line">
              {item.checkIns.map((c) => (
                <li key={c.at}>{t.checkInBy(when(c.at, timeZone), c.staffName)}</li>
              ))}
            </ul>
          ) : null}
          {extra?.(item)}
        </li>
      ))}
    </Part>
  );
}

/** Every refund of the order with its state and the reason the buyer was given. */
export function OrderRefunds({ order, timeZone }: PartProps) {
  return (
    <Part id="staff-order-refunds" title={t.refunds} empty={t.refundsEmpty}>
      {order.refunds.map((r) => (
        <li key={r.id} className="sk-staff-card">
          <div className="sk-staff-card__head">
            <span className="sk-staff-card__title">{formatRub(r.amountKopecks)}</span>
            <span
              className={`sk-staff-badge sk-staff-badge--${r.state === 'REFUNDED' ? 'ok' : r.state === 'REJECTED' ? 'bad' : 'wait'}`}
            >
              {REFUND_STATE_LABELS[r.state]}
            </span>
          </div>
          <p className="sk-staff-card__line">{when(r.requestedAt, timeZone)}</p>
          {r.reason ? <p className="sk-staff-card__line">{t.refundReason(r.reason)}</p> : null}
          {r.rejectReason ? <p className="sk-staff-error">{r.rejectReason}</p> : null}
        </li>
      ))}
    </Part>
  );
}
