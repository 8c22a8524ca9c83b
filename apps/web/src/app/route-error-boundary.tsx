import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { ru } from '@/i18n/ru';
import '@/ui/ui.css';
import { reportError } from '@/lib/error-reporter';
import { isChunkLoadError } from './lazy-page';

interface Props {
  children: ReactNode;
  /** Injected in tests; reloads the page by default. */
  onReload?: () => void;
}

interface State {
  error: Error | null;
}

// Catches what a page throws while rendering. A chunk that failed to load (spec §8) gets
// «Loading chunk failed» verbatim plus a Russian explanation and «Перезагрузить»; any other
// crash gets the same way out instead of a blank screen, and is reported.
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[page] render failed', error, info.componentStack);
    if (!isChunkLoadError(error)) reportError(error);
  }

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <IonPage>
        <IonContent className="ion-padding">
          <div className="state-screen" role="alert">
            <svg className="state-screen__art" viewBox="0 0 120 120" aria-hidden="true">
              <circle cx="60" cy="60" r="52" fill="var(--sk-surface-tint)" />
              <path
                d="M38 76l22-40 22 40z"
                fill="none"
                stroke="var(--ion-color-warning)"
                strokeWidth="6"
                strokeLinejoin="round"
              />
              <path
                d="M60 52v12"
                stroke="var(--ion-color-warning)"
                strokeWidth="6"
                strokeLinecap="round"
              />
              <circle cx="60" cy="71" r="3.5" fill="var(--ion-color-warning)" />
            </svg>
            <h1 className="state-screen__title">{chunk ? ru.chunk.failed : ru.app.pageCrashed}</h1>
            <p className="state-screen__text">
              {chunk ? ru.chunk.explanation : ru.app.pageCrashedHint}
            </p>
            {/* The kit's button, not IonButton: this screen is in the first chunk (issue 27). */}
            <button type="button" className="sk-button" onClick={this.reload}>
              {ru.chunk.reload}
            </button>
          </div>
        </IonContent>
      </IonPage>
    );
  }
}
