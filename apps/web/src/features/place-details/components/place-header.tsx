import { type ReactNode, useEffect } from 'react';
import { IonIcon } from '@ionic/react';
import { navigateOutline, star } from 'ionicons/icons';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { distanceFrom, ensureLocation, useGeoLocation } from '@/lib/geo-location';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { formatDistance, formatRating } from '../lib/format';

const t = ruDiscoveryPlace;

/** Name, the main place's name, the rating at a glance and the distance from the person. */
export function PlaceHeader({
  place,
  action,
  nameId,
}: {
  place: PlaceDetail;
  action?: ReactNode;
  nameId: string;
}) {
  const location = useGeoLocation();
  // Opened straight from a link: nobody has asked for the position yet. A failure only hides
  // the distance here (the list and the map report it, spec §8).
  useEffect(() => {
    void ensureLocation(t.locationError);
  }, []);
  // spec §9: great-circle distance from the current point; hidden when the point is unknown.
  const distance = distanceFrom(location, { lat: place.lat, lon: place.lon });
  const { average, count } = place.ratingSummary;
  return (
    <header className="sk-place-head">
      <div className="sk-place-head__row">
        <h1 id={nameId} className="sk-place-head__name">
          {place.name}
        </h1>
        {action}
      </div>
      {place.placeName && place.placeName !== place.name ? (
        <p className="sk-place-head__sub">{place.placeName}</p>
      ) : null}
      <div className="sk-place-head__meta">
        {average !== null ? (
          <span
            className="sk-place-head__rating"
            aria-label={t.ratingAverage(formatRating(average))}
          >
            <IonIcon icon={star} aria-hidden="true" />
            {formatRating(average)}
            <span className="sk-place-head__count" aria-hidden="true">
              ({t.ratingCount(count)})
            </span>
          </span>
        ) : (
          <span className="sk-place-head__muted">{t.noRatings}</span>
        )}
        {distance !== null ? (
          <span className="sk-place-head__distance" data-testid="place-distance">
            <IonIcon icon={navigateOutline} aria-hidden="true" />
            {t.distanceFromYou(formatDistance(distance))}
          </span>
        ) : null}
        {place.district ? <span className="sk-place-head__muted">{place.district}</span> : null}
      </div>
    </header>
  );
}
