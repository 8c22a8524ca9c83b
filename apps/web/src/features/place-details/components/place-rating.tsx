import { useState } from 'react';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { useSession } from '@/lib/session';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { useAuthRequired } from '@/ui/auth-required-modal';
import { formatRating } from '../lib/format';
import { RatingSheet } from './rating-sheet';
import { ReviewList, ReviewsSheet } from './reviews';
import { STAR_VALUES, Stars } from './stars';
import { PlaceSection } from './place-section';

const t = ruDiscoveryPlace;
/** Reviews shown on the page itself; the rest are behind «Все отзывы». */
const INLINE_REVIEWS = 2;

function Distribution({ summary }: { summary: PlaceDetail['ratingSummary'] }) {
  const max = Math.max(1, ...summary.distribution);
  return (
    <ul className="sk-rating-bars">
      {[...STAR_VALUES].reverse().map((stars) => {
        const count = summary.distribution[stars - 1] ?? 0;
        return (
          <li key={stars} className="sk-rating-bars__row" aria-label={t.ratingBar(stars, count)}>
            <span className="sk-rating-bars__stars" aria-hidden="true">
              {stars}
            </span>
            <span className="sk-rating-bars__track" aria-hidden="true">
              <span className="sk-rating-bars__fill" style={{ width: `${(count / max) * 100}%` }} />
            </span>
            <span className="sk-rating-bars__count" aria-hidden="true">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Average, count, how the marks spread, the latest reviews and «Оценить» (issue 4). */
export function PlaceRating({ place }: { place: PlaceDetail }) {
  const { status } = useSession();
  const openAuthRequired = useAuthRequired();
  const [rating, setRating] = useState(false);
  const [reviews, setReviews] = useState(false);
  const summary = place.ratingSummary;

  const rate = () => {
    // spec §6: a visitor's rating opens the auth-required modal.
    if (status !== 'logged-in') openAuthRequired();
    else setRating(true);
  };

  return (
    <PlaceSection title={t.rating}>
      <div className="sk-place-card sk-rating">
        <div className="sk-rating__summary">
          {summary.average !== null ? (
            <>
              <p
                className="sk-rating__average"
                aria-label={t.ratingAverage(formatRating(summary.average))}
              >
                {formatRating(summary.average)}
              </p>
              <Stars value={summary.average} />
              <p className="sk-rating__count">{t.ratingCount(summary.count)}</p>
            </>
          ) : (
            <p className="sk-rating__none">{t.noRatings}</p>
          )}
        </div>
        {summary.count > 0 ? <Distribution summary={summary} /> : null}
      </div>
      {summary.count > 0 ? <ReviewList placeId={place.id} limit={INLINE_REVIEWS} /> : null}
      <div className="sk-rating__actions">
        <button type="button" className="sk-button" onClick={rate}>
          {place.myRating !== null ? t.changeRating : t.rate}
        </button>
        {summary.count > 0 ? (
          <button
            type="button"
            className="sk-button sk-button--secondary"
            onClick={() => setReviews(true)}
          >
            {t.allReviews}
          </button>
        ) : null}
      </div>
      <RatingSheet
        placeId={place.id}
        open={rating}
        onClose={() => setRating(false)}
        myValue={place.myRating}
      />
      <ReviewsSheet placeId={place.id} open={reviews} onClose={() => setReviews(false)} />
    </PlaceSection>
  );
}
