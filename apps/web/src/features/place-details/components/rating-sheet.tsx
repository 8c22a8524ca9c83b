import { useState } from 'react';
import { RATING_COMMENT_MAX } from '@sportkarta/contract/api/places';
import { isApiError } from '@/lib/api-client';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { BottomSheet } from '@/ui/bottom-sheet';
import { showToast } from '@/ui/toast/toast-bus';
import { useMyRating, useSaveRating } from '../api/ratings';
import { StarInput } from './star-input';

const t = ruDiscoveryPlace;

export interface RatingSheetProps {
  placeId: number;
  open: boolean;
  onClose: () => void;
  /** My mark from the venue answer, shown at once while my comment is being fetched. */
  myValue: number | null;
}

/** «Оценить»: 1–5 stars and an optional comment, prefilled with my earlier rating. */
export function RatingSheet({ placeId, open, onClose, myValue }: RatingSheetProps) {
  const mine = useMyRating(placeId, open);
  const saved = mine.data?.rating ?? null;
  return (
    <BottomSheet open={open} onClose={onClose} title={t.rateTitle}>
      {open && mine.isPending ? (
        <div className="sk-rating-form" role="status" aria-live="polite">
          <span className="sk-visually-hidden">{t.rateLoading}</span>
          <div className="sk-shimmer sk-rating-form__skeleton" aria-hidden="true" />
        </div>
      ) : open ? (
        // Mounted once my rating is known (a failed fetch falls back to the venue's mark),
        // so the person never sees the stars jump under their finger.
        <RatingForm
          placeId={placeId}
          initialValue={saved?.value ?? myValue}
          initialComment={saved?.comment ?? ''}
          onDone={onClose}
        />
      ) : null}
    </BottomSheet>
  );
}

function RatingForm({
  placeId,
  initialValue,
  initialComment,
  onDone,
}: {
  placeId: number;
  initialValue: number | null;
  initialComment: string;
  onDone: () => void;
}) {
  const [value, setValue] = useState<number | null>(initialValue);
  const [comment, setComment] = useState(initialComment);
  const [tried, setTried] = useState(false);
  const save = useSaveRating(placeId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (value === null) {
      setTried(true);
      return;
    }
    save.mutate(
      { value, comment: comment.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t.rateSaved, key: 'place-rating' });
          onDone();
        },
        onError: (error) => {
          const message = isApiError(error) && error.status === 400 ? error.message : t.rateFailed;
          showToast({ type: 'error', message, key: 'place-rating' });
        },
      },
    );
  };

  return (
    <form className="sk-rating-form" onSubmit={submit} noValidate>
      <StarInput value={value} onChange={setValue} disabled={save.isPending} />
      {tried && value === null ? (
        <p className="sk-rating-form__error" role="alert">
          {t.rateChooseStars}
        </p>
      ) : null}
      <label className="sk-rating-form__label">
        {t.rateComment}
        <textarea
          className="sk-rating-form__comment"
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          rows={4}
          placeholder={t.rateCommentPlaceholder}
          disabled={save.isPending}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <p className="sk-rating-form__count">
        {t.rateCommentCount(comment.length, RATING_COMMENT_MAX)}
      </p>
      <button type="submit" className="sk-button sk-button--block" disabled={save.isPending}>
        {t.rateSend}
      </button>
    </form>
  );
}
