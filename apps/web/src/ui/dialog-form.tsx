import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';
import { Dialog } from './dialog';
import './field.css';
import './staff-kit.css';

// A dialog's form (the series' dialogs, a coach's substitution): a labelled control with its
// message, and the confirm and cancel buttons that wait while the change is sent.

/** A labelled control with its message under it (named for a screen reader by both). */
export function Field(p: {
  id: string;
  label: string;
  error?: string;
  children: (a: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={p.id}>
        {p.label}
      </label>
      {p.children({
        id: p.id,
        'aria-invalid': p.error ? true : undefined,
        'aria-describedby': p.error ? `${p.id}-error` : undefined,
        className: `sk-field__input${p.error ? ' sk-field__input--error' : ''}`,
      })}
      {p.error ? (
        <p id={`${p.id}-error`} className="sk-staff-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

export function Actions(p: {
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="sk-staff-dialog-actions">
      <button
        type="submit"
        className={`sk-button sk-button--block${p.danger ? ' sk-button--danger' : ''}`}
        disabled={p.busy}
        aria-busy={p.busy || undefined}
      >
        {p.busy ? p.busyLabel : p.label}
      </button>
      <button
        type="button"
        className="sk-button sk-button--secondary sk-button--block"
        data-autofocus
        disabled={p.busy}
        onClick={p.onClose}
      >
        {ru.ui.cancel}
      </button>
    </div>
  );
}

/**
 * A dialog about one thing (a lesson, a series): its body is mounted while it is open, so each
 * opening starts afresh, and it does not close while its change is being sent.
 */
export function ItemDialog<T>(p: {
  item: T | null;
  title: string;
  busy: boolean;
  onClose: () => void;
  children: (item: T, close: () => void) => ReactNode;
}) {
  const close = () => {
    if (!p.busy) p.onClose();
  };
  return (
    <Dialog open={p.item !== null} onClose={close} title={p.title} showClose={false}>
      {p.item !== null ? p.children(p.item, close) : null}
    </Dialog>
  );
}

/** The form's own message (the server's refusal), read out when it appears. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <p className="sk-staff-error" role="alert">
      {message}
    </p>
  ) : null;
}
