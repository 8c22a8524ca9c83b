import { useEffect, useRef, useState } from 'react';
import type { EditorCoach } from '@sportkarta/contract/api/venue-sections-editor';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { isApiError, messageOf } from '@/lib/api-error';
import { mediaUrl } from '@/lib/media-url';
import { FormError } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useUploadCoachPhoto } from '../api/coach-cards';

/** What the server takes (it checks the bytes again and re-encodes to JPEG). */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Whether a failed upload is worth sending again: no answer, a timeout, the server's trouble or
 * «too many»; not the server's refusal of the file or of the person (400, 403, 404, 413, 415).
 */
const worthRetrying = (err: unknown) =>
  !isApiError(err) || err.status === 0 || err.status >= 500 || [408, 429].includes(err.status);

/** A coach card's photo: what the picker shows and the form's «Сохранить» sends again. */
export type CoachPhoto = ReturnType<typeof useCoachPhoto>;

/**
 * The photo of the card being changed (none for a card not yet made): the chosen file shows at
 * once and is uploaded on its own (the card's fields are saved by the form). A refusal keeps the
 * former photo and says why; a file that failed to go up for another reason (no connection, the
 * server's trouble) stays shown and pending, and `retry` — the form's «Сохранить» — sends it again.
 */
export function useCoachPhoto(complexId: number, coach: EditorCoach | null) {
  const upload = useUploadCoachPhoto(complexId);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<File | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  /** Sends the file; true once it is the card's photo. */
  const send = async (file: File) => {
    if (!coach) return false;
    setError(undefined);
    try {
      await upload.mutateAsync({ coachId: coach.id, file });
      setPending(null);
      showToast({ type: 'success', message: t.photoSaved });
      return true;
    } catch (err) {
      const again = worthRetrying(err);
      setPending(again ? file : null);
      if (!again) setPreview(null);
      setError(messageOf(err));
      return false;
    }
  };
  const pick = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    if (!ACCEPT.includes(file.type)) return setError(t.photoType);
    if (file.size > IMAGE_MAX_BYTES) return setError(t.photoTooBig);
    setPreview(URL.createObjectURL(file));
    void send(file);
  };
  return {
    coach,
    pick,
    /** «Сохранить»: sends a pending file again; true when no photo is left unsent. */
    retry: () => (pending ? send(pending) : Promise.resolve(true)),
    pending: pending !== null,
    sending: upload.isPending,
    preview,
    error,
  };
}

/** The card's photo with its «Добавить/Заменить фотографию» and what went wrong under it. */
export function CoachPhotoPicker({ photo }: { photo: CoachPhoto }) {
  const input = useRef<HTMLInputElement>(null);
  if (!photo.coach) return <p className="sk-staff-card__line">{t.photoAfterSave}</p>;
  const saved = photo.coach.photos[0];
  const src = photo.preview ?? (saved ? mediaUrl(saved) : null);
  return (
    <div className="sk-coach-photo">
      {src ? (
        <img className="sk-coach-photo__img" src={src} alt={t.photoAlt} width={88} height={88} />
      ) : (
        <span className="sk-coach-photo__img sk-coach-photo__img--none">{t.noPhoto}</span>
      )}
      <div className="sk-coach-photo__side">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={photo.sending}
          onClick={() => input.current?.click()}
        >
          {photo.sending ? t.photoSending : src ? t.changePhoto : t.addPhoto}
        </button>
        <input
          ref={input}
          hidden
          aria-label={t.photoAlt}
          type="file"
          accept={ACCEPT.join(',')}
          disabled={photo.sending}
          data-testid="coach-photo-input"
          onChange={(e) => {
            photo.pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <span className="sk-staff-card__line">{t.photoHint}</span>
        <FormError message={photo.error} />
        {photo.pending && !photo.sending ? (
          <span className="sk-staff-card__line">{t.photoRetry}</span>
        ) : null}
      </div>
    </div>
  );
}
