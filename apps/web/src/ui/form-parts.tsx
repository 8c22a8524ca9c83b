import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';
import './field.css';
import './staff-kit.css';

// Issue 25: the pieces the staff's forms share (the series' dialogs, the catalogue's forms) — a
// labelled field with its message, the confirm and cancel buttons, the first message of each
// field of a schema's issues.

export type Errors = Partial<Record<string, string>>;
export const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
};

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
