import { searchOutline } from 'ionicons/icons';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { EmptyState } from '@/ui/empty-state';
import '@/ui/ui.css';
import './places.css';

const t = ruDiscoveryList;

function CardSkeleton() {
  return (
    <div className="sk-place-card sk-place-card--skeleton" aria-hidden="true">
      <div className="sk-place-card__link">
        <div className="sk-place-card__photo sk-shimmer" />
        <div className="sk-place-card__body">
          <div className="sk-shimmer sk-place-line sk-place-line--title" />
          <div className="sk-shimmer sk-place-line sk-place-line--mid" />
          <div className="sk-shimmer sk-place-line" />
          <div className="sk-shimmer sk-place-line sk-place-line--short" />
        </div>
      </div>
    </div>
  );
}

export interface PlaceListSkeletonProps {
  count?: number;
  /** After the loader delay (spec §9, 1 s) a visible loader joins the skeleton. */
  slow: boolean;
}

export function PlaceListSkeleton({ count = 4, slow }: PlaceListSkeletonProps) {
  return (
    <div role="status" aria-live="polite" data-testid="places-skeleton">
      {slow ? (
        <p className="sk-places-loading">
          <span className="sk-places-spinner" aria-hidden="true" />
          {t.loading}
        </p>
      ) : (
        <span className="sk-visually-hidden">{t.loading}</span>
      )}
      <div className="sk-place-list">
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function PlacesEmpty({ onReset }: { onReset?: () => void }) {
  return (
    <EmptyState
      title={t.emptyTitle}
      hint={t.emptyHint}
      icon={searchOutline}
      action={
        onReset ? (
          <button type="button" className="sk-button sk-button--secondary" onClick={onReset}>
            {t.resetFilters}
          </button>
        ) : undefined
      }
    />
  );
}

export function PlacesError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        title={t.loadError}
        hint={t.loadErrorHint}
        action={
          <button type="button" className="sk-button" onClick={onRetry} disabled={retrying}>
            {t.retry}
          </button>
        }
      />
    </div>
  );
}
