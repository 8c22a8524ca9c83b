import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import './filter.css';

// Small accessible controls of the places filter (spec §2.2 /tabs/filter): chips are toggle
// buttons (aria-pressed) or radios, switches are checkboxes with role="switch". All of them
// are native elements, so Tab, Space and Enter work without extra code.

export function FilterSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = `sk-filter-${title.replace(/\s+/g, '-')}`;
  return (
    <section className="sk-filter-section" aria-labelledby={id}>
      <h2 id={id} className="sk-filter-section__title">
        {title}
      </h2>
      {hint ? <p className="sk-filter-section__hint">{hint}</p> : null}
      {children}
    </section>
  );
}

export interface ChipOption<T> {
  value: T;
  label: string;
  /** An ionicon drawn before the label (decoration: the label says it). */
  icon?: string;
}

/** Several may be on at once. */
export function ToggleChips<T extends string | number>({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
}) {
  return (
    <div className="sk-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="sk-chip"
          aria-pressed={selected.includes(option.value)}
          onClick={() => onToggle(option.value)}
        >
          {option.icon ? (
            <IonIcon icon={option.icon} className="sk-chip__icon" aria-hidden="true" />
          ) : null}
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Exactly one is on (a radio group drawn as chips). */
export function RadioChips<T extends string | number>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="sk-chips" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className="sk-chip sk-chip--radio">
          <input
            type="radio"
            name={name}
            className="sk-visually-hidden"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
