import type { OrderRefund } from '@sportkarta/contract/api/refunds';
import { formatRub } from '@sportkarta/contract/config/formats';
import { Link } from 'react-router-dom';
import { ruPurchases } from '@/i18n/ru-purchases';

const t = ruPurchases;
const STEPS = ['REQUESTED', 'SENT', 'REFUNDED'] as const;

const when = (iso: string | null, timeZone: string) =>
  iso
    ? new Intl.DateTimeFormat('ru-RU', {
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }).format(new Date(iso))
    : null;

/**
 * One refund's way: requested → sent to the bank → refunded, each with its date; or rejected,
 * with a link to write to support about the order (issue 28).
 */
export function RefundProgress({
  refund,
  timeZone,
  supportHref,
}: {
  refund: OrderRefund;
  timeZone: string;
  supportHref: string;
}) {
  const reached = refund.state === 'REJECTED' ? 0 : STEPS.indexOf(refund.state);
  const dates = [refund.requestedAt, refund.sentAt, refund.finishedAt];
  return (
    <section className="sk-refund" aria-label={t.refundOf(formatRub(refund.amountKopecks))}>
      <h3 className="sk-refund__title">{t.refundOf(formatRub(refund.amountKopecks))}</h3>
      {!refund.requested ? <p className="sk-refund__note">{t.refundAuto}</p> : null}
      <ol className="sk-refund__steps">
        {STEPS.map((step, i) => {
          const done = i <= reached;
          return (
            <li
              key={step}
              className={`sk-refund__step${done ? ' sk-refund__step--done' : ''}`}
              aria-current={i === reached && refund.state !== 'REJECTED' ? 'step' : undefined}
            >
              <span className="sk-refund__dot" aria-hidden="true" />
              <span className="sk-refund__label">{t.refundSteps[step]}</span>
              {done && dates[i] ? (
                <span className="sk-refund__date">{when(dates[i]!, timeZone)}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {refund.state === 'REJECTED' ? (
        <div className="sk-refund__rejected" role="status">
          <strong>{t.refundRejected}</strong>
          <span>{when(refund.finishedAt, timeZone)}</span>
          {refund.rejectReason ? <span>{refund.rejectReason}</span> : null}
          <span>
            {t.refundRejectedHintLead}
            <Link to={supportHref}>{t.refundRejectedHintLink}</Link>.
          </span>
        </div>
      ) : refund.state === 'REFUNDED' ? (
        <p className="sk-refund__note">{t.refundBankNote}</p>
      ) : null}
    </section>
  );
}
