import { useState } from 'react';
import { Link } from 'react-router-dom';
import { documentTextOutline } from 'ionicons/icons';
import type { Application } from '@sportkarta/contract/api/applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@sportkarta/contract/enums';
import { APPLICATION_STATUS_LABELS } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruApplications as t } from '@/i18n/ru-applications';
import { isApiError } from '@/lib/api-client';
import { dateIn } from '@/lib/zoned-format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState, LoadErrorState } from '@/ui/empty-state';
import { QueuePlace } from '@/ui/queue-place';
import { showToast } from '@/ui/toast/toast-bus';
import { useApplications } from '../api/get-applications';
import { sectionMemberId, useWithdrawApplication } from '../api/withdraw-application';
import './applications.css';
import '@/ui/toggle-chips.css';

/** Dates of applications read in Moscow's days, where the demo venues are. */
const ZONE = 'Europe/Moscow';
/** The statuses offered as filters: a draft (CREATED) does not exist yet. */
const FILTERS = APPLICATION_STATUSES.filter((s) => s !== 'CREATED');

/** Issue 28: a section application under review can be taken back, after a confirmation. */
function WithdrawButton({ a, memberId }: { a: Application; memberId: string }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    withdraw.mutate(memberId, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ type: 'success', message: t.withdraw.done });
      },
      onError: (error) =>
        showToast({ type: 'error', header: t.withdraw.failed, message: error.message }),
    });
  return (
    <>
      <button
        type="button"
        className="sk-button sk-button--secondary sk-app-card__action sk-app-card__withdraw"
        aria-label={t.withdraw.label(a.title)}
        onClick={() => setConfirming(true)}
      >
        {t.withdraw.button}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.withdraw.title}
        text={t.withdraw.text(a.title, a.forWhom, a.waitingPosition !== null)}
        confirmLabel={t.withdraw.button}
        busy={withdraw.isPending}
        busyLabel={t.withdraw.busy}
        danger
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function ApplicationCard({ a }: { a: Application }) {
  const memberId = a.status === 'SENT' ? sectionMemberId(a.id) : null;
  return (
    <li className="sk-app-card">
      <div className="sk-app-card__head">
        <span className="sk-app-card__kind">{t.kinds[a.kind]}</span>
        <span className={`sk-app-badge sk-app-badge--${a.status.toLowerCase()}`}>
          {a.statusLabel}
        </span>
      </div>
      <h3 className="sk-app-card__title">{a.title}</h3>
      <p className="sk-app-card__line">{a.details}</p>
      <p className="sk-app-card__line">
        {a.forWhom ? t.forChild(a.forWhom) : t.forSelf} · {t.sentOn(dateIn(a.createdAt, ZONE))}
        {a.decidedAt ? `, ${t.decidedOn(dateIn(a.decidedAt, ZONE))}` : ''}
      </p>
      <QueuePlace position={a.waitingPosition} />
      {a.reason ? <p className="sk-app-card__reason">{t.reason(a.reason)}</p> : null}
      {a.link || memberId ? (
        <div className="sk-app-actions">
          {a.link ? (
            <Link className="sk-button sk-button--secondary sk-app-card__action" to={a.link}>
              {t.openSections}
            </Link>
          ) : null}
          {memberId ? <WithdrawButton a={a} memberId={memberId} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function StatusFilter(props: {
  value: ApplicationStatus | null;
  onChange: (s: ApplicationStatus | null) => void;
}) {
  const chip = (status: ApplicationStatus | null, label: string) => (
    <button
      key={status ?? 'all'}
      type="button"
      className="sk-toggle-chip"
      aria-pressed={props.value === status}
      onClick={() => props.onChange(status)}
    >
      {label}
    </button>
  );
  return (
    <div className="sk-toggle-chips" role="group" aria-label={t.filterLabel}>
      {chip(null, t.all)}
      {FILTERS.map((s) => chip(s, APPLICATION_STATUS_LABELS[s]))}
    </div>
  );
}

/** «Мои заявки»: newest first, with a filter by status. */
export function ApplicationsView() {
  const q = useApplications();
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  if (q.isPending)
    return (
      <div className="sk-apps sk-app-skeleton" aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="sk-app-skeleton__card" />
        ))}
      </div>
    );
  if (q.isError)
    return (
      <LoadErrorState
        title={t.loadError}
        message={isApiError(q.error) ? q.error.message : ''}
        retryLabel={t.retry}
        busy={q.isFetching}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.data.length === 0)
    return (
      <EmptyState
        title={t.empty}
        hint={t.emptyHint}
        icon={documentTextOutline}
        action={
          <div className="sk-app-actions">
            <Link className="sk-button" to={paths.places}>
              {t.findSection}
            </Link>
            <Link className="sk-button sk-button--secondary" to={paths.placeProposalNew}>
              {t.proposeVenue}
            </Link>
          </div>
        }
      />
    );
  const shown = status ? q.data.filter((a) => a.status === status) : q.data;
  return (
    <div className="sk-apps">
      <Link className="sk-button sk-button--secondary sk-button--block" to={paths.placeProposalNew}>
        {t.proposeVenue}
      </Link>
      <StatusFilter value={status} onChange={setStatus} />
      {shown.length === 0 ? (
        <p className="sk-app-note">{t.emptyFiltered}</p>
      ) : (
        <ul className="sk-app-list" aria-label={t.listLabel}>
          {shown.map((a) => (
            <ApplicationCard key={a.id} a={a} />
          ))}
        </ul>
      )}
    </div>
  );
}
