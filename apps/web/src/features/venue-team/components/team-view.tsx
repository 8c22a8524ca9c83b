import { useState } from 'react';
import { peopleOutline } from 'ionicons/icons';
import type { TeamMember } from '@sportkarta/contract/api/venue-desk';
import {
  VENUE_ROLES,
  VENUE_ROLE_LABELS,
  type VenueRole,
} from '@sportkarta/contract/api/venue-staff';
import { formatPhoneMasked } from '@sportkarta/contract/config/formats';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { showToast } from '@/ui/toast/toast-bus';
import { useChangeMemberRole, useRemoveMember, useTeam } from '../api/team';
import { InviteForm } from './invite-form';
import '@/ui/field.css';
import '@/ui/staff-kit.css';

const fail = (e: unknown) =>
  showToast({ type: 'error', message: isApiError(e) ? e.message : String(e) });

function Member(props: {
  m: TeamMember;
  me: boolean;
  busy: boolean;
  onRole: (role: VenueRole) => void;
  onRemove: () => void;
}) {
  const { m } = props;
  const selectId = `team-role-${m.id}`;
  return (
    <li className="sk-staff-card">
      <div className="sk-staff-card__head">
        <h3 className="sk-staff-card__title">{m.name}</h3>
        {props.me ? <span className="sk-staff-badge">{t.you}</span> : null}
      </div>
      <p className="sk-staff-card__line">
        {m.phone ? formatPhoneMasked(m.phone) : ''}
        {m.scope === 'OWNER' ? ` · ${t.ownerScope}` : ''}
      </p>
      <div className="sk-staff-card__actions">
        <label className="sk-visually-hidden" htmlFor={selectId}>
          {t.changeRole(m.name)}
        </label>
        <select
          id={selectId}
          className="sk-field__input"
          style={{ flex: 1, minWidth: 0 }}
          value={m.role}
          disabled={props.busy || m.scope === 'OWNER'}
          onChange={(e) => props.onRole(e.target.value as VenueRole)}
        >
          {VENUE_ROLES.map((r) => (
            <option key={r} value={r} disabled={r === 'COACH' && m.coachId === null}>
              {VENUE_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={t.removeLabel(m.name)}
          disabled={props.busy}
          onClick={props.onRemove}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}

/** The venue's team (issue 24, `team.manage`): list, invite, change a role, remove. */
export function TeamView(props: { complexId: number; myUserId: string }) {
  const q = useTeam(props.complexId);
  const change = useChangeMemberRole(props.complexId);
  const remove = useRemoveMember(props.complexId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => showToast({ type: 'success', message: t.removed }),
      onError: fail,
      onSettled: () => setRemoving(null),
    });
  return (
    <div className="sk-staff">
      <InviteForm complexId={props.complexId} />
      {q.isPending ? (
        <ListSkeleton label={t.teamLoading} />
      ) : q.isError ? (
        <QueryErrorState title={t.teamError} query={q} />
      ) : q.data.length === 0 ? (
        <EmptyState title={t.teamEmpty} hint={t.teamEmptyHint} icon={peopleOutline} />
      ) : (
        <ul className="sk-staff-list" aria-label={t.teamLabel}>
          {q.data.map((m) => (
            <Member
              key={m.id}
              m={m}
              me={m.userId === props.myUserId}
              busy={
                (change.isPending && change.variables?.memberId === m.id) ||
                (remove.isPending && remove.variables === m.id)
              }
              onRole={(role) =>
                change.mutate(
                  { memberId: m.id, body: { role, ...(m.coachId ? { coachId: m.coachId } : {}) } },
                  {
                    onSuccess: () => showToast({ type: 'success', message: t.roleChanged }),
                    onError: fail,
                  },
                )
              }
              onRemove={() => setRemoving(m)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        text={removing ? t.removeText(removing.name) : ''}
        confirmLabel={t.remove}
        busy={remove.isPending}
        busyLabel={t.removing}
        danger
        onConfirm={confirmRemove}
        onClose={() => !remove.isPending && setRemoving(null)}
      />
    </div>
  );
}
