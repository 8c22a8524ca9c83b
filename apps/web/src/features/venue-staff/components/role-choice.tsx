import { IonIcon } from '@ionic/react';
import { useState } from 'react';
import { businessOutline, checkmarkCircle, personOutline } from 'ionicons/icons';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruStaff as t } from '@/i18n/ru-staff';
import { isApiError } from '@/lib/api-client';
import { EmptyState, LoadErrorState } from '@/ui/empty-state';
import { sameRole, useStaffRoles } from '../api/get-staff-roles';
import { ListSkeleton } from '@/ui/list-skeleton';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import '@/ui/staff-kit.css';
import './staff.css';

/** More roles than fit a phone's screen: a search by the venue's name comes first. */
const SEARCH_FROM = 6;

function Choice(props: {
  title: string;
  hint: string;
  icon: string;
  chosen: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className="sk-role-choice sk-focusable"
        aria-pressed={props.chosen}
        onClick={props.onClick}
      >
        <IonIcon className="sk-role-choice__icon" icon={props.icon} aria-hidden="true" />
        <span className="sk-role-choice__text">
          <span className="sk-role-choice__title">{props.title}</span>
          <span className="sk-role-choice__hint">{props.hint}</span>
        </span>
        {props.chosen ? (
          <IonIcon
            className="sk-role-choice__mark"
            icon={checkmarkCircle}
            aria-label={t.chosen}
            role="img"
          />
        ) : null}
      </button>
    </li>
  );
}

/** «Посетитель» or each venue and role the person holds (issue 24, `role-selection-page`). */
export function RoleChoice(props: {
  chosen: StaffRole | null;
  onChoose: (role: StaffRole | null) => void;
  /** The line above the list; the staff member's by default. */
  intro?: string;
}) {
  const q = useStaffRoles(true);
  const [query, setQuery] = useState('');
  if (q.isPending) return <ListSkeleton label={t.rolesLoading} />;
  if (q.isError)
    return (
      <LoadErrorState
        title={t.rolesError}
        message={isApiError(q.error) ? q.error.message : ''}
        retryLabel={t.retry}
        busy={q.isFetching}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.data.length === 0) return <EmptyState title={t.noRoles} hint={t.noRolesHint} />;
  const { chosen } = props;
  const needle = query.trim().toLocaleLowerCase('ru');
  const shown = needle
    ? q.data.filter((r) => r.complexName.toLocaleLowerCase('ru').includes(needle))
    : q.data;
  return (
    <div className="sk-staff">
      <p className="sk-staff__intro">{props.intro ?? t.roleIntro}</p>
      {q.data.length > SEARCH_FROM ? (
        <LabeledField label={t.rolesSearch}>
          {(id) => (
            <input
              id={id}
              className="sk-field__input"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
        </LabeledField>
      ) : null}
      <ul className="sk-staff-list" aria-label={t.roleListLabel}>
        <Choice
          title={t.visitor}
          hint={t.visitorHint}
          icon={personOutline}
          chosen={chosen === null}
          onClick={() => props.onChoose(null)}
        />
        {shown.map((role) => (
          <Choice
            key={`${role.complexId}:${role.role}`}
            title={role.complexName}
            hint={role.scope === 'OWNER' ? `${role.roleLabel} · ${t.ownerScope}` : role.roleLabel}
            icon={businessOutline}
            chosen={chosen !== null && sameRole(chosen, role)}
            onClick={() => props.onChoose(role)}
          />
        ))}
      </ul>
      {shown.length === 0 ? <p className="sk-staff-note">{t.rolesNotFound}</p> : null}
    </div>
  );
}
