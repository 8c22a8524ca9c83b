import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StaffSectionRefundAsk } from '@sportkarta/contract/api/venue-desk';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn } from '@/lib/zoned-format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ListSkeleton } from '@/ui/list-skeleton';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useDecideSectionAsk, useSectionAsks } from '../api/section-refund-requests';
import '@/ui/staff-kit.css';

const buyerOf = (r: StaffSectionRefundAsk) => r.buyerName || r.buyerPhone || '—';

/**
 * Issue 28: the parents' open requests to return a section's payment (`orders.read`); approve
 * or reject with `orders.refund`. Shown above the venue's section applications.
 */
export function SectionRefundAsks(props: { complexId: number; canDecide: boolean }) {
  const q = useSectionAsks(props.complexId);
  const decide = useDecideSectionAsk(props.complexId);
  const [approving, setApproving] = useState<StaffSectionRefundAsk | null>(null);
  const [rejecting, setRejecting] = useState<StaffSectionRefundAsk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => (isApiError(e) ? e.message : String(e));
  const approve = (r: StaffSectionRefundAsk) =>
    decide.mutate(
      { requestId: r.id, status: 'APPROVED' },
      {
        onSuccess: () => {
          setApproving(null);
          showToast({ type: 'success', message: t.askApproved });
        },
        onError: (e) => {
          setApproving(null);
          showToast({ type: 'error', message: fail(e) });
        },
      },
    );
  const reject = (reason: string) => {
    if (!rejecting) return;
    if (!reason.trim()) return setError(t.askRejectReason);
    decide.mutate(
      { requestId: rejecting.id, status: 'REJECTED', reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(null);
          setError(null);
          showToast({ type: 'success', message: t.askRejected });
        },
        onError: (e) => setError(fail(e)),
      },
    );
  };
  return (
    <section aria-labelledby="sk-section-asks" className="sk-staff">
      <h2 id="sk-section-asks" className="sk-staff-h">
        {t.asksTitle}
      </h2>
      {q.isPending ? (
        <ListSkeleton label={t.asksLoading} rows={1} />
      ) : q.isError ? (
        <QueryErrorState title={t.asksError} query={q} />
      ) : q.data.length === 0 ? (
        <p className="sk-staff-note">{t.asksEmpty}</p>
      ) : (
        <ul className="sk-staff-list" aria-label={t.asksTitle}>
          {q.data.map((r) => (
            <li key={r.id} className="sk-staff-card">
              <div className="sk-staff-card__head">
                <h3 className="sk-staff-card__title">{buyerOf(r)}</h3>
                <span className="sk-staff-badge sk-staff-badge--wait">
                  {formatRub(r.amountKopecks)}
                </span>
              </div>
              <p className="sk-staff-card__line">{r.title}</p>
              {r.childName ? <p className="sk-staff-card__line">{t.askFor(r.childName)}</p> : null}
              <p className="sk-staff-card__line">
                <Link to={paths.staffOrder(r.orderId)}>{t.askOrder(r.orderNumber)}</Link> ·{' '}
                {t.askAsked(dateIn(r.createdAt, r.timeZone))}
              </p>
              <p className="sk-staff-card__line">{t.askReason(r.reason)}</p>
              {props.canDecide ? (
                <div className="sk-staff-card__actions">
                  <button
                    type="button"
                    className="sk-button"
                    disabled={decide.isPending}
                    aria-label={`${t.askApprove}: ${buyerOf(r)}, ${t.askOrder(r.orderNumber)}`}
                    onClick={() => setApproving(r)}
                  >
                    {t.askApprove}
                  </button>
                  <button
                    type="button"
                    className="sk-button sk-button--secondary"
                    disabled={decide.isPending}
                    aria-label={`${t.askReject}: ${buyerOf(r)}, ${t.askOrder(r.orderNumber)}`}
                    onClick={() => setRejecting(r)}
                  >
                    {t.askReject}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={approving !== null}
        title={t.askApproveTitle}
        text={
          approving ? t.askApproveText(formatRub(approving.amountKopecks), buyerOf(approving)) : ''
        }
        confirmLabel={t.askApprove}
        busyLabel={t.askSending}
        busy={decide.isPending}
        onConfirm={() => approving && approve(approving)}
        onClose={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t.askRejectTitle}
        text={rejecting ? t.askRejectText(buyerOf(rejecting)) : undefined}
        label={t.askRejectReason}
        confirmLabel={t.askReject}
        busyLabel={t.askSending}
        busy={decide.isPending}
        error={error}
        danger
        onConfirm={reject}
        onClose={() => {
          setRejecting(null);
          setError(null);
        }}
      />
    </section>
  );
}
