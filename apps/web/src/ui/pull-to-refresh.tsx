import { IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';
import {
  PULL_TO_REFRESH_MAX_PX,
  PULL_TO_REFRESH_MIN_PX,
} from '@sportkarta/contract/config/gestures';
import { ru } from '@/i18n/ru';

export interface PullToRefreshProps {
  /** Reload the screen's data; the spinner stays until the promise settles (even on failure). */
  onRefresh: () => Promise<unknown>;
}

/** spec §2.3, §9: pull-to-refresh with minimum 150 and maximum 200 px. */
export function PullToRefresh({ onRefresh }: PullToRefreshProps) {
  const handleRefresh = (event: RefresherCustomEvent) => {
    // A failed reload already shows its own error toast; the refresher must still close.
    void Promise.resolve()
      .then(onRefresh)
      .catch(() => undefined)
      .finally(() => event.detail.complete());
  };
  return (
    <IonRefresher
      slot="fixed"
      pullMin={PULL_TO_REFRESH_MIN_PX}
      pullMax={PULL_TO_REFRESH_MAX_PX}
      onIonRefresh={handleRefresh}
      data-testid="pull-to-refresh"
    >
      <IonRefresherContent pullingText={ru.ui.pullToRefresh} refreshingText={ru.ui.refreshing} />
    </IonRefresher>
  );
}
