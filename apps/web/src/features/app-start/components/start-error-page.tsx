import { IonContent, IonSpinner } from '@ionic/react';
import { ru } from '@/i18n/ru';
import '@/ui/ui.css';

// spec §2.3 "Error page: system temporarily unavailable", with the §4 texts and a retry.
export function StartErrorPage({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="ion-page">
      <IonContent className="ion-padding">
        <main className="state-screen" aria-labelledby="start-error-title">
          <svg className="state-screen__art" viewBox="0 0 160 140" aria-hidden="true">
            <ellipse cx="80" cy="126" rx="60" ry="8" fill="var(--sk-surface-tint)" />
            <rect x="28" y="22" width="104" height="82" rx="14" fill="var(--sk-surface-tint)" />
            <rect
              x="40"
              y="36"
              width="80"
              height="10"
              rx="5"
              fill="var(--ion-color-primary)"
              opacity="0.35"
            />
            <rect
              x="40"
              y="54"
              width="56"
              height="8"
              rx="4"
              fill="var(--ion-color-secondary)"
              opacity="0.3"
            />
            <circle cx="112" cy="92" r="24" fill="var(--ion-color-primary)" />
            <path
              d="M102 92a10 10 0 1 0 3-7.1M102 80v5h5"
              stroke="#fff"
              strokeWidth="4"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1 id="start-error-title" className="state-screen__title">
            {ru.app.startErrorHeader}
          </h1>
          <p className="state-screen__text">{ru.app.startErrorMessage}</p>
          {/* The kit's button, not IonButton: this screen is in the first chunk (issue 27). */}
          <button type="button" className="sk-button" onClick={onRetry} disabled={retrying}>
            {retrying ? <IonSpinner name="crescent" aria-label={ru.app.retrying} /> : ru.app.retry}
          </button>
        </main>
      </IonContent>
    </div>
  );
}
