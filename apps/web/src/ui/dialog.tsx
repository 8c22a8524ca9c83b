import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ru } from '@/i18n/ru';
import { useFocusTrap } from './focus-trap';
import './ui.css';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'center' — a small alert-like card; 'fullscreen' — a document viewer. */
  variant?: 'center' | 'fullscreen';
  /** Extra controls shown in the header next to the close button. */
  headerActions?: ReactNode;
  /** The ✕ in the header; off when the body has its own close button. */
  showClose?: boolean;
  children: ReactNode;
}

/**
 * The modal used by the auth-required prompt and the PDF viewer: portal above Ionic's own
 * overlays, backdrop click and Escape close, focus stays inside while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  variant = 'center',
  headerActions,
  showClose = true,
  children,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={`sk-dialog-layer sk-dialog-layer--${variant}`}>
      <div
        className="sk-dialog-backdrop"
        aria-hidden="true"
        onClick={onClose}
        data-testid="dialog-backdrop"
      />
      <div
        ref={ref}
        className={`sk-dialog sk-dialog--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="sk-dialog__header">
          <h2 id={titleId} className="sk-dialog__title">
            {title}
          </h2>
          {headerActions}
          {showClose ? (
            <button
              type="button"
              className="sk-icon-button"
              aria-label={ru.ui.close}
              onClick={onClose}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </div>
        <div className="sk-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
