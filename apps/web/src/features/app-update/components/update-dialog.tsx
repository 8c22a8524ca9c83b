import { IonIcon } from '@ionic/react';
import { cloudDownloadOutline } from 'ionicons/icons';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/ui/focus-trap';
import '@/ui/ui.css';
import './app-update.css';

interface UpdateDialogProps {
  title: string;
  text: string;
  /** Absent for a blocking prompt: no «Позже», no Escape, no backdrop close. */
  onDismiss?: () => void;
  children: ReactNode;
}

/** The centred card that both the update prompt and the new-version modal use. */
export function UpdateDialog({ title, text, onDismiss, children }: UpdateDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(ref, true, () => onDismiss?.());

  return createPortal(
    <div className="sk-update-layer">
      <div className="sk-update-backdrop" aria-hidden="true" onClick={onDismiss} />
      <div
        ref={ref}
        className="sk-update"
        role={onDismiss ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <div className="sk-update__icon" aria-hidden="true">
          <IonIcon icon={cloudDownloadOutline} />
        </div>
        <h2 id={titleId} className="sk-update__title">
          {title}
        </h2>
        <p id={textId} className="sk-update__text">
          {text}
        </p>
        <div className="sk-update__actions">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
