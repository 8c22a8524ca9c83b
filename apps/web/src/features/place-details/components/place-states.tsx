import { Link } from 'react-router-dom';
import { alertCircleOutline, searchOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { EmptyState } from '@/ui/empty-state';
import './place-details.css';

const t = ruDiscoveryPlace;

export function PlaceSkeleton({ slow }: { slow: boolean }) {
  return (
    <div className="sk-place" role="status" aria-live="polite" data-testid="place-skeleton">
      {slow ? (
        <p className="sk-place-loading-note">
          <span className="sk-place-spinner" aria-hidden="true" />
          {t.loading}
        </p>
      ) : (
        <span className="sk-visually-hidden">{t.loading}</span>
      )}
      <div aria-hidden="true">
        <div className="sk-place-photos sk-place-photos--skeleton">
          <div className="sk-shimmer sk-place-photos__item" />
          <div className="sk-shimmer sk-place-photos__item" />
        </div>
        <div className="sk-shimmer sk-place-line sk-place-line--title" />
        <div className="sk-shimmer sk-place-line sk-place-line--mid" />
        <div className="sk-shimmer sk-place-block" />
        <div className="sk-shimmer sk-place-block sk-place-block--tall" />
      </div>
    </div>
  );
}

export function PlaceNotFound() {
  return (
    <EmptyState
      title={t.notFoundTitle}
      hint={t.notFoundHint}
      icon={searchOutline}
      action={
        <Link className="sk-button" to={paths.places}>
          {t.toPlaces}
        </Link>
      }
    />
  );
}

export function PlaceError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title={t.loadError}
        hint={t.loadErrorHint}
        icon={alertCircleOutline}
        action={
          <button type="button" className="sk-button" onClick={onRetry}>
            {t.retry}
          </button>
        }
      />
    </div>
  );
}
