import { useId, useState, type FormEvent } from 'react';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { IonButton } from '@/ui/ionic/button';
import '@/ui/field.css';

const t = ruVenueScanner.manual;

/**
 * The code typed or pasted — or sent by a handheld scanner that types it and presses Enter —
 * when the camera cannot read it.
 */
export function ManualEntry({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t.empty);
    setError(null);
    onSubmit(text.trim());
    setText('');
  };
  return (
    <form className="sk-scanner__manual sk-field" onSubmit={submit} noValidate>
      <h2 className="sk-scanner__section-title">{t.title}</h2>
      <label className="sk-field__label" htmlFor={`${id}-code`}>
        {t.label}
      </label>
      <input
        id={`${id}-code`}
        className={`sk-field__input${error ? ' sk-field__input--error' : ''}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="sk-field__hint">
        {t.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="sk-scanner__error" role="alert">
          {error}
        </p>
      ) : null}
      <IonButton type="submit" expand="block" fill="outline" disabled={busy}>
        {t.submit}
      </IonButton>
    </form>
  );
}
