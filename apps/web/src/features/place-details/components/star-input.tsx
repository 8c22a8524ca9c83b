import { useId } from 'react';
import { IonIcon } from '@ionic/react';
import { star, starOutline } from 'ionicons/icons';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { STAR_VALUES } from './stars';

const t = ruDiscoveryPlace;

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys move the mark, and a
 * screen reader says «3 звезды, 3 из 5». The radios are hidden; their labels are the stars.
 */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="sk-star-input" disabled={disabled}>
      <legend className="sk-visually-hidden">{t.rateStarsLabel}</legend>
      {STAR_VALUES.map((n) => (
        <label key={n} className="sk-star-input__star">
          <input
            type="radio"
            className="sk-visually-hidden sk-star-input__radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
          />
          <span className="sk-visually-hidden">{t.stars(n)}</span>
          <IonIcon
            icon={value !== null && value >= n ? star : starOutline}
            className={value !== null && value >= n ? 'sk-stars__on' : 'sk-stars__off'}
            aria-hidden="true"
          />
        </label>
      ))}
    </fieldset>
  );
}
