import { useEffect, useRef, useState } from 'react';
import type { EditorCoach } from '@sportkarta/contract/api/venue-sections-editor';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { messageOf } from '@/lib/api-error';
import { mediaUrl } from '@/lib/media-url';
import { FormError } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useUploadCoachPhoto } from '../api/coach-cards';

/** What the server takes (it checks the bytes again and re-encodes to JPEG). */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A coach card's photo: the chosen file shows at once and is uploaded on its own (the card's
 * fields are saved by the form); a refusal keeps the former photo and says why. A card not yet
 * made has no photo: it is added once the card exists.
 */
export function CoachPhotoPicker(p: { complexId: number; coach: EditorCoach | null }) {
  const upload = useUploadCoachPhoto(p.complexId);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  if (!p.coach) return <p className="sk-staff-card__line">{t.photoAfterSave}</p>;
  const coach = p.coach;
  const saved = coach.photos[0];
  const pick = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    if (!ACCEPT.includes(file.type)) return setError(t.photoType);
    if (file.size > IMAGE_MAX_BYTES) return setError(t.photoTooBig);
    setError(undefined);
    const shown = URL.createObjectURL(file);
    setPreview(shown);
    upload.mutate(
      { coachId: coach.id, file },
      {
        onSuccess: () => showToast({ type: 'success', message: t.photoSaved }),
        onError: (err) => {
          setPreview(null);
          setError(messageOf(err));
        },
      },
    );
  };
  const src = preview ?? (saved ? mediaUrl(saved) : null);
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
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t.photoSending : saved || preview ? t.changePhoto : t.addPhoto}
        </button>
        <input
          ref={input}
          hidden
          aria-label={t.photoAlt}
          type="file"
          accept={ACCEPT.join(',')}
          disabled={upload.isPending}
          data-testid="coach-photo-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <span className="sk-staff-card__line">{t.photoHint}</span>
        <FormError message={error} />
      </div>
    </div>
  );
}
