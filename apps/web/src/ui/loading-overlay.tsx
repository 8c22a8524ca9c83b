import { createPortal } from 'react-dom';
import { ru } from '@/i18n/ru';
import './ui.css';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  open: boolean;
  /** Defaults to the spec §2.3 text «Пожалуйста, подождите...». */
  text?: string;
}

/** Blocks the screen during a long action (payment, upload), spec §2.3. */
export function LoadingOverlay({ open, text = ru.ui.loadingDefault }: LoadingOverlayProps) {
  if (!open) return null;
  return createPortal(
    <div className="sk-loading" role="status" aria-live="polite" aria-busy="true">
      <div className="sk-loading__card">
        <span className="sk-spinner" aria-hidden="true" />
        <p className="sk-loading__text">{text}</p>
      </div>
    </div>,
    document.body,
  );
}
