import { IonIcon } from '@ionic/react';
import { heart, heartOutline, imageOutline, locationOutline, star } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { PlaceSummary } from '@sportkarta/contract/api/places';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { formatDistance, formatRating } from '@/lib/format-place';
import { mediaUrl } from '@/lib/media-url';
import './places.css';

const t = ruDiscoveryList;

export interface PlaceCardProps {
  place: PlaceSummary;
  /** Metres from the search point; the server's value, or one measured here; null: unknown. */
  distance: number | null;
  /** The heart: the page wires the favourites feature in (features never import each other). */
  onToggleFavorite?: (place: PlaceSummary) => void;
  favoritePending?: boolean;
}

export function PlaceCard({ place, distance, onToggleFavorite, favoritePending }: PlaceCardProps) {
  const favoriteLabel = place.favorite ? t.favoriteRemove(place.name) : t.favoriteAdd(place.name);
  return (
    <article className="sk-place-card" aria-labelledby={`sk-place-${place.id}`}>
      <Link className="sk-place-card__link" to={paths.place(place.id)}>
        <div className="sk-place-card__photo">
          {place.photo ? (
            <img
              src={mediaUrl(place.photo.url)}
              alt={place.photo.alt}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <IonIcon icon={imageOutline} aria-label={t.noPhoto} role="img" />
          )}
        </div>
        <div className="sk-place-card__body">
          <h3 id={`sk-place-${place.id}`} className="sk-place-card__name">
            {place.name}
          </h3>
          {place.placeName ? <p className="sk-place-card__sub">{place.placeName}</p> : null}
          <p className="sk-place-card__address">{place.address}</p>
          <p className="sk-place-card__meta">
            {distance !== null ? (
              <span
                className="sk-place-card__distance"
                aria-label={t.distanceLabel(formatDistance(distance))}
              >
                <IonIcon icon={locationOutline} aria-hidden="true" />
                {formatDistance(distance)}
              </span>
            ) : null}
            {place.rating !== null ? (
              <span
                className="sk-place-card__rating"
                aria-label={t.rating(formatRating(place.rating), place.ratingCount)}
              >
                <IonIcon icon={star} aria-hidden="true" />
                {formatRating(place.rating)}
                <span className="sk-place-card__count" aria-hidden="true">
                  ({place.ratingCount})
                </span>
              </span>
            ) : (
              <span className="sk-place-card__rating sk-place-card__rating--none">
                {t.noRating}
              </span>
            )}
          </p>
        </div>
      </Link>
      {onToggleFavorite ? (
        <button
          type="button"
          className="sk-place-card__heart sk-icon-button"
          aria-label={favoriteLabel}
          aria-pressed={place.favorite}
          disabled={favoritePending}
          onClick={() => onToggleFavorite(place)}
        >
          <IonIcon icon={place.favorite ? heart : heartOutline} aria-hidden="true" />
        </button>
      ) : null}
    </article>
  );
}
