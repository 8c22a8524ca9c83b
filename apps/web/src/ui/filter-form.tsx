import type { ReactNode } from 'react';
import { LabeledField } from './labeled-field';
import './field.css';
import './staff-kit.css';

// The staff's list filters (the audit log's, the orders' search): rows of labelled selects,
// dates and text fields that apply as they change — a form nobody submits.

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterField = {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & (
  | { kind: 'select'; options: readonly FilterOption[]; anyLabel: string }
  | { kind: 'date' }
  | {
      kind: 'text';
      type?: 'search' | 'text';
      /** Digits only, with the numeric keyboard (an order number). */
      digits?: boolean;
      placeholder?: string;
      describedBy?: string;
    }
);

function Control({ field, id }: { field: FilterField; id: string }) {
  const common = {
    id,
    className: 'sk-field__input',
    value: field.value,
  };
  if (field.kind === 'select')
    return (
      <select {...common} onChange={(e) => field.onChange(e.target.value)}>
        <option value="">{field.anyLabel}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (field.kind === 'date')
    return <input {...common} type="date" onChange={(e) => field.onChange(e.target.value)} />;
  return (
    <input
      {...common}
      type={field.type ?? 'text'}
      inputMode={field.digits ? 'numeric' : undefined}
      placeholder={field.placeholder}
      aria-describedby={field.describedBy}
      onChange={(e) =>
        field.onChange(field.digits ? e.target.value.replace(/\D/g, '') : e.target.value)
      }
    />
  );
}

/** Rows of filter fields (two or three a row, one a row on a narrow phone) and what follows. */
export function FilterForm(props: {
  /** The form's accessible name; a search form (`search`) is named by its role. */
  label?: string;
  search?: boolean;
  /** Wider fields: a search box takes the row on a phone. */
  wide?: boolean;
  rows: readonly (readonly FilterField[])[];
  children?: ReactNode;
}) {
  return (
    <form
      className="sk-staff-form"
      role={props.search ? 'search' : undefined}
      aria-label={props.label}
      onSubmit={(e) => e.preventDefault()}
    >
      {props.rows.map((row, i) => (
        <div
          key={i}
          className={`sk-staff-form__row${props.wide ? ' sk-staff-form__row--wide' : ''}`}
        >
          {row.map((field) => (
            <LabeledField key={field.label} label={field.label}>
              {(id) => <Control field={field} id={id} />}
            </LabeledField>
          ))}
        </div>
      ))}
      {props.children}
    </form>
  );
}
