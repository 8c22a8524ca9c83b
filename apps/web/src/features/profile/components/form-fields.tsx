import { type InputHTMLAttributes, useId, useRef, useState } from 'react';
import type { Gender } from '@sportkarta/contract/enums';
import { ru } from '@/i18n/ru';
import { GenderSheet } from '@/ui/gender-sheet';
import { showToast } from '@/ui/toast/toast-bus';
import { PhotoError, compressPhoto } from '@/lib/photo/compress-photo';
import { hasNativeCamera, pickNativePhoto } from '@/lib/photo/native-photo';
import { Avatar } from './avatar';
import '@/ui/field.css';
import './profile.css';

export function TextField({
  label,
  invalid,
  hint,
  ...input
}: { label: string; invalid?: boolean; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className={`sk-field__input sk-focusable${invalid ? ' sk-field__input--error' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint ? (
        <span id={`${id}-hint`} className="sk-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

const GENDER_LABELS: Record<Gender, string> = { M: ru.ui.genderMale, F: ru.ui.genderFemale };

export function GenderField({
  value,
  onChange,
  invalid,
}: {
  value: Gender | '';
  onChange: (gender: Gender) => void;
  invalid?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="sk-field">
      <span id={id} className="sk-field__label">
        {ru.account.gender}
        <span aria-hidden="true"> *</span>
      </span>
      <button
        type="button"
        className={`sk-field__input sk-form__select sk-focusable${invalid ? ' sk-field__input--error' : ''}`}
        aria-labelledby={`${id} ${id}-value`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={value ? '' : 'sk-form__placeholder'}>
          {value ? GENDER_LABELS[value] : ru.account.genderChoose}
        </span>
        <span aria-hidden="true">›</span>
      </button>
      <GenderSheet
        open={open}
        value={value || null}
        onSelect={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/**
 * Photo from the camera or the gallery (spec §2.4): Capacitor Camera in the packaged app, a
 * file input in the browser; compressed before upload. `onPhoto` gets the compressed JPEG.
 */
export function PhotoField({
  photo,
  preview,
  onPhoto,
}: {
  photo: string | null;
  preview: string | null;
  onPhoto: (blob: Blob) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: Blob | null | undefined) => {
    if (!file) return;
    try {
      onPhoto(await compressPhoto(file));
    } catch (error) {
      const reason = error instanceof PhotoError ? error.reason : 'load';
      const message =
        reason === 'too-big'
          ? ru.account.photoTooBig
          : reason === 'denied'
            ? ru.account.photoDenied
            : ru.account.photoLoadError;
      showToast({ type: 'error', message, header: ru.account.photoErrorHeader });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const pickNative = async () => {
    try {
      await pick(await pickNativePhoto());
    } catch {
      showToast({
        type: 'error',
        message: ru.account.photoDenied,
        header: ru.account.photoErrorHeader,
      });
    }
  };
  return (
    <div className="sk-form__photo">
      <Avatar photo={preview ?? photo} alt={ru.account.photoAlt} size={88} />
      {hasNativeCamera() ? (
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => void pickNative()}
        >
          {ru.account.changePhoto}
        </button>
      ) : (
        <label className="sk-button sk-button--secondary">
          {ru.account.changePhoto}
          <input
            ref={input}
            className="sk-form__file"
            type="file"
            accept="image/jpeg,image/png"
            data-testid="photo-input"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </label>
      )}
    </div>
  );
}
