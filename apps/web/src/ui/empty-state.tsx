import { IonIcon } from '@ionic/react';
import { fileTrayOutline, peopleOutline, pricetagOutline, searchOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import './ui.css';
import './empty-state.css';

export interface EmptyStateProps {
  title: string;
  /** Defaults to the spec §2.4 hint «Обратитесь в спортобъект для уточнения информации». */
  hint?: string;
  action?: ReactNode;
  /** An ionicons icon for the illustration. */
  icon?: string;
}

/** An empty list or missing data, spec §2.4. */
export function EmptyState({
  title,
  hint = ru.ui.emptyDefaultHint,
  action,
  icon = fileTrayOutline,
}: EmptyStateProps) {
  return (
    <section className="sk-empty" aria-label={title}>
      <div className="sk-empty__art" aria-hidden="true">
        <IonIcon icon={icon} />
      </div>
      <h3 className="sk-empty__title">{title}</h3>
      {hint ? <p className="sk-empty__hint">{hint}</p> : null}
      {action ? <div className="sk-empty__action">{action}</div> : null}
    </section>
  );
}

/** spec §2.4: «Группы не найдены» — the search query matched nothing. */
export function GroupsNotFound() {
  return (
    <EmptyState title={ru.ui.groupsNotFound} hint={ru.ui.groupsNotFoundHint} icon={searchOutline} />
  );
}

/** Route of the "new child profile" screen (spec §2.2). */
export const ADD_CHILD_PATH = '/tabs/profile/children/child';

export interface GroupsAbsentProps {
  /** The add-child screen exists in this build; until then no link leads to an unbuilt screen. */
  addChildAvailable?: boolean;
}

/** spec §2.4: «Группы отсутствуют» with a link to add a new child profile. */
export function GroupsAbsent({ addChildAvailable = false }: GroupsAbsentProps) {
  return (
    <EmptyState
      title={ru.ui.groupsAbsent}
      icon={peopleOutline}
      action={
        addChildAvailable ? (
          <Link className="sk-button sk-button--secondary" to={ADD_CHILD_PATH}>
            {ru.ui.groupsAbsentAddChild}
          </Link>
        ) : undefined
      }
    />
  );
}

/** spec §2.4: «Тарифы не указаны» with an explanation and the default hint. */
export function RatesNotSpecified() {
  return (
    <EmptyState
      title={ru.ui.ratesNotSpecified}
      icon={pricetagOutline}
      hint={`${ru.ui.ratesNotSpecifiedHint} ${ru.ui.emptyDefaultHint}.`}
    />
  );
}

/** spec §2.4: «Перейти на главную». */
export function BackToMainLink() {
  return (
    <Link className="sk-button" to={paths.main}>
      {ru.ui.backToMain}
    </Link>
  );
}

export interface LoadErrorStateProps {
  title: string;
  /** What the server said, or '' (no hint). */
  message: string;
  retryLabel: string;
  /** A retry is on its way: the button waits. */
  busy: boolean;
  onRetry: () => void;
}

/** A screen or list that could not load: what went wrong and a button to try again. */
export function LoadErrorState({ title, message, retryLabel, busy, onRetry }: LoadErrorStateProps) {
  return (
    <EmptyState
      title={title}
      hint={message}
      action={
        <button type="button" className="sk-button" disabled={busy} onClick={onRetry}>
          {retryLabel}
        </button>
      }
    />
  );
}
