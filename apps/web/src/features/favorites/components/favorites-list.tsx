import { Link } from 'react-router-dom';
import { IonIcon } from '@ionic/react';
import { heartOutline, imageOutline, star } from 'ionicons/icons';
import type { PlaceSummary } from '@sportkarta/contract/api/places';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { paths } from '@sportkarta/contract/routes/paths';
import { formatRating } from '@/lib/format-place';
import { mediaUrl } from '@/lib/media-url';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { useDelayedFlag, useMinimumDuration } from '@/ui/delayed';
import { EmptyState } from '@/ui/empty-state';
import { useFavorites } from '../api/get-favorites';
import { FavoriteButton } from './favorite-button';
import './favorites.css';

const t = ruDiscoveryPlace;
const SKELETON_CARDS = 3;

function FavoriteCard({ place }: { place: PlaceSummary }) {
  return (
    <li className="sk-favorite-card">
      <Link className="sk-favorite-card__link" to={paths.place(place.id)}>
        {place.photo ? (
          <img
            className="sk-favorite-card__photo"
            src={mediaUrl(place.photo.url)}
            alt=""
            width={88}
            height={88}
            loading="lazy"
          />
        ) : (
          <span className="sk-favorite-card__photo" aria-hidden="true">
            <IonIcon icon={imageOutline} />
          </span>
        )}
        <span className="sk-favorite-card__body">
          <span className="sk-favorite-card__name">{place.name}</span>
          <span className="sk-favorite-card__address">{place.address}</span>
          {place.sportTypes.length > 0 ? (
            <span className="sk-favorite-card__sports">
              {place.sportTypes.map((s) => s.name).join(' · ')}
            </span>
          ) : null}
          {place.rating !== null ? (
            <span className="sk-favorite-card__rating">
              <IonIcon icon={star} aria-hidden="true" />
              {formatRating(place.rating)}
            </span>
          ) : null}
        </span>
      </Link>
      <FavoriteButton place={place} />
    </li>
  );
}

/** The signed-in person's favourites; a removed one leaves the list at once. */
export function FavoritesList() {
  const query = useFavorites();
  const loading = query.isPending || (query.isError && query.isFetching);
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  const slow = useDelayedFlag(loading, LOADER_DELAY_MS);

  if (loading || skeleton || !query.data) {
    if (query.isError && !loading && !skeleton) {
      return (
        <div role="alert">
          <EmptyState
            title={t.favoritesError}
            hint={t.loadErrorHint}
            action={
              <button type="button" className="sk-button" onClick={() => void query.refetch()}>
                {t.retry}
              </button>
            }
          />
        </div>
      );
    }
    return (
      <div role="status" aria-live="polite" data-testid="favorites-skeleton">
        <span className={slow ? undefined : 'sk-visually-hidden'}>{t.favoritesLoading}</span>
        <div className="sk-favorites__list" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="sk-shimmer sk-favorite-card__skeleton" />
          ))}
        </div>
      </div>
    );
  }
  // The heart turns the flag off at once (useToggleFavorite); the refetch then drops it.
  const items = query.data.items.filter((p) => p.favorite);
  if (items.length === 0) {
    return (
      <EmptyState
        title={t.favoritesEmpty}
        hint={t.favoritesEmptyHint}
        icon={heartOutline}
        action={
          <Link className="sk-button" to={paths.places}>
            {t.favoritesToPlaces}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="sk-favorites__list">
      {items.map((place) => (
        <FavoriteCard key={place.id} place={place} />
      ))}
    </ul>
  );
}
