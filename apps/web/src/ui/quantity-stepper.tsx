import { useId, useState } from 'react';
import { QUANTITY_MAX_CHARS } from '@sportkarta/contract/config/limits';
import { ru } from '@/i18n/ru';
import './ui.css';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** Accessible name of the number field. */
  label?: string;
}

/** spec §5: rounds up to an integer, then clamps to [min, max]. */
export function normalizeQuantity(raw: number, min: number, max: number): number {
  if (!Number.isFinite(raw)) return min;
  return Math.min(max, Math.max(min, Math.ceil(raw)));
}

/** spec §5: only digits and one decimal separator, at most 3 characters. */
function sanitizeDraft(text: string): string {
  return text.replace(/[^\d.,]/g, '').slice(0, QUANTITY_MAX_CHARS);
}

/**
 * Quantity stepper of spec §2.3/§5: minus/plus and a numeric field; clamps to min/max, rounds
 * up to an integer, accepts at most 3 characters, and is disabled altogether when max is 1.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = ru.ui.quantity,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const disabled = max <= 1;

  const commit = (text: string) => {
    setDraft(null);
    const parsed = Number(text.replace(',', '.'));
    const next = text.trim() === '' ? value : normalizeQuantity(parsed, min, max);
    if (next !== value) onChange(next);
  };
  const step = (delta: number) => {
    setDraft(null);
    const next = normalizeQuantity(value + delta, min, max);
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={`sk-qty${disabled ? ' sk-qty--disabled' : ''}`}
      role="group"
      aria-labelledby={`${inputId}-l`}
    >
      <span id={`${inputId}-l`} className="sk-visually-hidden">
        {label}
      </span>
      <button
        type="button"
        className="sk-qty__btn sk-focusable"
        aria-label={ru.ui.quantityDecrease}
        disabled={disabled || value <= min}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={inputId}
        className="sk-qty__input sk-focusable"
        type="text"
        inputMode="numeric"
        aria-label={label}
        maxLength={QUANTITY_MAX_CHARS}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(sanitizeDraft(event.target.value))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            step(1);
          }
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            step(-1);
          }
        }}
      />
      <button
        type="button"
        className="sk-qty__btn sk-focusable"
        aria-label={ru.ui.quantityIncrease}
        disabled={disabled || value >= max}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
