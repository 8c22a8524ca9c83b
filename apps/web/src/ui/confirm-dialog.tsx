import { ru } from '@/i18n/ru';
import { Dialog } from './dialog';
import './form-error.css';
import './section.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** While the action is sent: the button is disabled and says so. */
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  /** What the server answered when it refused; shown above the buttons. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** «Are you sure?» before an action that changes a purchase; Cancel has the focus. */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open={p.open} onClose={p.onClose} title={p.title} showClose={false}>
      <p>{p.text}</p>
      {p.error ? (
        <p className="sk-staff-error" role="alert">
          {p.error}
        </p>
      ) : null}
      <div className="sk-section" style={{ padding: 0 }}>
        <button
          type="button"
          className={`sk-button sk-button--block${p.danger ? ' sk-button--danger' : ''}`}
          disabled={p.busy}
          aria-busy={p.busy || undefined}
          onClick={p.onConfirm}
        >
          {p.busy && p.busyLabel ? p.busyLabel : p.confirmLabel}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          data-autofocus
          onClick={p.onClose}
        >
          {ru.ui.cancel}
        </button>
      </div>
    </Dialog>
  );
}
