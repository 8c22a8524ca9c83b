import { useMaskito } from '@maskito/react';
import { maskPhone, phoneDigitsFromInput, phoneMaskOptions } from './phone-input';
import '@/ui/field.css';

/**
 * A labelled phone field in the mask +7 (***) *** ** ** (lib/phone-input.ts): it holds the ten
 * national digits. The sign-in's phone step and the friends' phone search.
 */
export function PhoneField({
  label,
  digits,
  onDigits,
  autoComplete = 'tel',
}: {
  label: string;
  digits: string;
  onDigits: (digits: string) => void;
  /** `tel` for one's own number (the sign-in), `off` for someone else's. */
  autoComplete?: 'tel' | 'off';
}) {
  const mask = useMaskito({ options: phoneMaskOptions });
  return (
    <label className="sk-field">
      <span className="sk-field__label">{label}</span>
      <input
        className="sk-field__input sk-focusable"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder="+7 (___) ___ __ __"
        ref={mask}
        value={maskPhone(digits)}
        // onInput, not onChange: Maskito writes the value itself, which React's change
        // tracking would take for no change at all (Maskito's advice for controlled fields).
        onInput={(event) => onDigits(phoneDigitsFromInput(event.currentTarget.value))}
      />
    </label>
  );
}
