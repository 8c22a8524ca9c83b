import { IonIcon } from '@ionic/react';
import { star, starHalf, starOutline } from 'ionicons/icons';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** Five stars for a 1–5 value (halves rounded to the nearest half); decoration only. */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const half = Math.round(value * 2) / 2;
  return (
    <span className={`sk-stars sk-stars--${size}`} aria-hidden="true">
      {STAR_VALUES.map((n) => (
        <IonIcon
          key={n}
          icon={half >= n ? star : half >= n - 0.5 ? starHalf : starOutline}
          className={half >= n - 0.5 ? 'sk-stars__on' : 'sk-stars__off'}
        />
      ))}
    </span>
  );
}
