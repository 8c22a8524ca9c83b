import { useState } from 'react';
import { Link } from 'react-router-dom';
import { clipboardOutline } from 'ionicons/icons';
import type { Membership } from '@sportkarta/contract/api/sections';
import type { GroupMembershipStatus } from '@sportkarta/contract/enums';
import { GROUP_MEMBERSHIP_STATUS_LABELS } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { QueuePlace } from '@/ui/queue-place';
import { showToast } from '@/ui/toast/toast-bus';
import { useDecideApplication } from '../api/decide-application';
import { useStaffApplications } from '../api/get-staff-applications';
import { DeclineDialog } from './decline-dialog';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';
import '@/ui/toggle-chips.css';

const STATUSES: readonly GroupMembershipStatus[] = ['NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN'];
const BADGE: Readonly<Record<GroupMembershipStatus, string>> = {
  NEW: 'wait',
  APPROVED: 'ok',
  DISMISSED: 'bad',
  // Issue 28: taken back by the applicant — nothing left to decide.
  WITHDRAWN: 'bad',
};

/** The groups the applications name, once each, by name. */
const groupsOf = (members: Membership[]) =>
  [...new Map(members.map((m) => [m.group.id, m])).values()]
    .map((m) => ({ id: m.group.id, label: t.groupLine(m.section.name, m.group.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'));

function Card(props: {
  m: Membership;
  canDecide: boolean;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const { m } = props;
  return (
    <li className="sk-staff-card">
      <div className="sk-staff-card__head">
        <h3 className="sk-staff-card__title">{m.memberName}</h3>
        <span className={`sk-staff-badge sk-staff-badge--${BADGE[m.status]}`}>
          {GROUP_MEMBERSHIP_STATUS_LABELS[m.status]}
        </span>
      </div>
      <p className="sk-staff-card__line">{t.groupLine(m.section.name, m.group.name)}</p>
      <p className="sk-staff-card__line">{t.appliedOn(dateIn(m.createdAt, m.timeZone))}</p>
      {m.reason ? <p className="sk-staff-error">{m.reason}</p> : null}
      <QueuePlace position={m.waitingPosition} />
      <div className="sk-staff-card__actions">
        {props.canDecide && m.status === 'NEW' ? (
          <>
            {/* Issue 25: a waiting application holds no place yet; it can only be declined. */}
            {m.waitingPosition === null ? (
              <button
                type="button"
                className="sk-button"
                disabled={props.busy}
                aria-label={`${t.approve}: ${m.memberName}`}
                onClick={props.onApprove}
              >
                {t.approve}
              </button>
            ) : null}
            <button
              type="button"
              className="sk-button sk-button--secondary"
              disabled={props.busy}
              aria-label={`${t.decline}: ${m.memberName}`}
              onClick={props.onDecline}
            >
              {t.decline}
            </button>
          </>
        ) : null}
        <Link className="sk-button sk-button--ghost" to={paths.staffRoster(m.group.id)}>
          {t.roster}
        </Link>
      </div>
    </li>
  );
}

/** Section applications by group and status (issue 24, `applications.read` / `.decide`). */
export function ApplicationsBoard(props: { complexId: number; canDecide: boolean }) {
  const [status, setStatus] = useState<GroupMembershipStatus>('NEW');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [declining, setDeclining] = useState<Membership | null>(null);
  const q = useStaffApplications(props.complexId, status);
  const decide = useDecideApplication(props.complexId);
  const approve = (m: Membership) =>
    decide.mutate(
      { memberId: m.id, status: 'APPROVED' },
      {
        onSuccess: () => showToast({ type: 'success', message: t.approved }),
        onError: (e) =>
          showToast({ type: 'error', message: isApiError(e) ? e.message : String(e) }),
      },
    );
  const groups = q.data ? groupsOf(q.data) : [];
  const shown = (q.data ?? []).filter((m) => groupId === null || m.group.id === groupId);
  return (
    <div className="sk-staff">
      <div className="sk-toggle-chips" role="group" aria-label={t.statusFilter}>
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="sk-toggle-chip"
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {t.statuses[s]}
          </button>
        ))}
      </div>
      <LabeledField label={t.groupFilter}>
        {(id) => (
          <select
            id={id}
            className="sk-field__input"
            value={groupId ?? ''}
            onChange={(e) => setGroupId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t.allGroups}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        )}
      </LabeledField>
      {q.isPending ? (
        <ListSkeleton label={t.applicationsLoading} />
      ) : q.isError ? (
        <QueryErrorState title={t.applicationsError} query={q} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t.applicationsEmpty}
          hint={t.applicationsEmptyHint}
          icon={clipboardOutline}
        />
      ) : (
        <ul className="sk-staff-list" aria-label={t.applicationsLabel}>
          {shown.map((m) => (
            <Card
              key={m.id}
              m={m}
              canDecide={props.canDecide}
              busy={decide.isPending && decide.variables?.memberId === m.id}
              onApprove={() => approve(m)}
              onDecline={() => setDeclining(m)}
            />
          ))}
        </ul>
      )}
      <DeclineDialog
        complexId={props.complexId}
        member={declining}
        onClose={() => setDeclining(null)}
      />
    </div>
  );
}
