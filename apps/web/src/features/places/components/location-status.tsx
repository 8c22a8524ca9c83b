import { IonIcon } from '@ionic/react';
import { alertCircleOutline, locateOutline, navigateOutline } from 'ionicons/icons';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import type { LocationState } from '@/lib/geo-location';
import './places.css';

const t = ruDiscoveryList;

function statusText(state: LocationState): string {
  switch (state.status) {
    case 'updating':
      return t.locationUpdating;
    case 'success':
      return state.address ? t.locationAddress(state.address) : t.locationSuccess;
    case 'error':
      return t.locationError;
    default:
      return t.locationNone;
  }
}

export interface LocationStatusProps {
  state: LocationState;
  /** Ask the device again (none / error). */
  onLocate: () => void;
}

/** spec §4 Location status: none, updating, then success or error. */
export function LocationStatus({ state, onLocate }: LocationStatusProps) {
  const canRetry = state.status === 'none' || state.status === 'error';
  return (
    <div className={`sk-location sk-location--${state.status}`}>
      <p className="sk-location__text" role="status" aria-live="polite">
        <IonIcon
          icon={state.status === 'error' ? alertCircleOutline : navigateOutline}
          aria-hidden="true"
        />
        <span>{statusText(state)}</span>
      </p>
      {canRetry ? (
        <button
          type="button"
          className="sk-button sk-button--ghost sk-location__retry"
          onClick={onLocate}
        >
          <IonIcon icon={locateOutline} aria-hidden="true" />
          {t.locationRetry}
        </button>
      ) : null}
    </div>
  );
}
