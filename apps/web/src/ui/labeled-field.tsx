import { useId, type ReactNode } from 'react';
import './field.css';

/**
 * A label over its control (a text field, a date, a select): the control gets the id the label
 * points at, so a screen reader names it and a tap on the label focuses it.
 */
export function LabeledField(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id)}
    </div>
  );
}
