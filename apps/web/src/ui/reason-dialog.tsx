import { useId, useState } from 'react';
import { ru } from '@/i18n/ru';
import { Dialog } from './dialog';
import './field.css';
import './staff-kit.css';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text?: string;
  /** The field's label: who sees the reason («её увидит покупатель»). */
  label: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** What the server (or the form's check) said; shown under the field. */
  error: string | null;
  danger?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * «Are you sure?» with a reason to give (a refund, a declined application). Cancel has the
 * focus; both buttons wait while the action is sent; the field is emptied when it opens again.
 */
export function ReasonDialog(p: ReasonDialogProps) {
  const close = () => {
    if (!p.busy) p.onClose();
  };
  return (
    <Dialog open={p.open} onClose={close} title={p.title} showClose={false}>
      {/* Mounted while open: each opening starts with an empty field. */}
      <ReasonBody {...p} onClose={close} />
    </Dialog>
  );
}

function ReasonBody(p: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const close = p.onClose;
  return (
    <>
      {p.text ? <p>{p.text}</p> : null}
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={fieldId}>
          {p.label}
        </label>
        <textarea
          id={fieldId}
          className={`sk-field__input${p.error ? ' sk-field__input--error' : ''}`}
          value={reason}
          rows={3}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={p.error ? errorId : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {p.error ? (
          <p id={errorId} className="sk-staff-error" role="alert">
            {p.error}
          </p>
        ) : null}
      </div>
      <div className="sk-staff-dialog-actions">
        <button
          type="button"
          className={`sk-button sk-button--block${p.danger ? ' sk-button--danger' : ''}`}
          disabled={p.busy}
          aria-busy={p.busy || undefined}
          onClick={() => p.onConfirm(reason)}
        >
          {p.busy ? p.busyLabel : p.confirmLabel}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          data-autofocus
          disabled={p.busy}
          onClick={close}
        >
          {ru.ui.cancel}
        </button>
      </div>
    </>
  );
}
