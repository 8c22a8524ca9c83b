import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { ReactNode } from 'react';
import { useAppStarted } from './app-started';
import { ru } from '@/i18n/ru';
import { PullToRefresh } from './pull-to-refresh';

export interface PageShellProps {
  title: string;
  /** Header buttons at the start (left); ignored when `backHref` is given. */
  left?: ReactNode;
  /** Header buttons at the end (right). */
  right?: ReactNode;
  /** Shows a back button that goes to this route when there is no history to go back to. */
  backHref?: string;
  /** Turns on pull-to-refresh (spec §2.3). */
  onRefresh?: () => Promise<unknown>;
  children?: ReactNode;
}

/**
 * Every screen: IonPage > IonHeader > IonToolbar > IonTitle + IonContent (STYLE.md), with the
 * optional left/right header buttons of spec §2.3.
 */
/**
 * Under the landing (start check, spec §4) nothing can be pulled: the refresher joins when the
 * app is shown, so the first mount has fewer web components to set up (issue 2 §8, TBT). Its
 * own component, so that the start re-renders only this.
 */
function RefresherWhenStarted({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const started = useAppStarted();
  return started ? <PullToRefresh onRefresh={onRefresh} /> : null;
}

export function PageShell({ title, left, right, backHref, onRefresh, children }: PageShellProps) {
  const start = backHref ? (
    <IonBackButton defaultHref={backHref} text="" aria-label={ru.ui.back} />
  ) : (
    left
  );
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {start ? <IonButtons slot="start">{start}</IonButtons> : null}
          <IonTitle>
            {/* The span may wrap: ion-title itself cuts a long title with an ellipsis. */}
            <span className="sk-page-title">{title}</span>
          </IonTitle>
          {right ? <IonButtons slot="end">{right}</IonButtons> : null}
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {onRefresh ? <RefresherWhenStarted onRefresh={onRefresh} /> : null}
        {children}
      </IonContent>
    </IonPage>
  );
}
