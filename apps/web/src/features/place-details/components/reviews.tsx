import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { BottomSheet } from '@/ui/bottom-sheet';
import { type Rating, useRatingList } from '../api/ratings';
import { Stars } from './stars';
import { once } from '@sportkarta/contract/once';

const t = ruDiscoveryPlace;
const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

function Review({ review }: { review: Rating }) {
  return (
    <li className={`sk-review${review.mine ? ' sk-review--mine' : ''}`}>
      <div className="sk-review__head">
        <span className="sk-review__author">{review.mine ? t.reviewMine : review.authorName}</span>
        <time className="sk-review__date" dateTime={review.updatedAt}>
          {dateFormat().format(new Date(review.updatedAt))}
        </time>
      </div>
      <span className="sk-visually-hidden">{t.stars(review.value)}</span>
      <Stars value={review.value} size="sm" />
      {review.comment ? <p className="sk-review__text">{review.comment}</p> : null}
    </li>
  );
}

/** The newest reviews (all of them without `limit`). */
export function ReviewList({ placeId, limit }: { placeId: number; limit?: number }) {
  const list = useRatingList(placeId);
  if (list.isPending) return <div className="sk-shimmer sk-place-block" aria-hidden="true" />;
  if (list.isError) return <p className="sk-review-list__note">{t.reviewsError}</p>;
  const items = limit ? list.data.items.slice(0, limit) : list.data.items;
  if (items.length === 0) return <p className="sk-review-list__note">{t.reviewsEmpty}</p>;
  return (
    <ul className="sk-review-list">
      {items.map((review) => (
        <Review key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** «Все отзывы» in a sheet. */
export function ReviewsSheet({
  placeId,
  open,
  onClose,
}: {
  placeId: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <BottomSheet open={open} onClose={onClose} title={t.reviewsTitle}>
      {open ? <ReviewList placeId={placeId} /> : null}
    </BottomSheet>
  );
}
