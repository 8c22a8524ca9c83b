import { useId, useState } from 'react';
import { Field, type Errors } from '@/ui/form-parts';

// Issue 25: what the section and group forms share — the draft and its messages, and one
// idempotency key that is renewed whenever the form changes (a retry of one submission makes
// one thing) — and their labelled select.

export type Option = { value: string; label: string };

export function useDraftForm<D extends object>(initial: () => D) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const id = useId();
  const change = (next: Partial<D>, field: string) => {
    setKey(crypto.randomUUID());
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };
  return { draft, errors, setErrors, key, id, change };
}

/** A labelled select; `none` is the empty choice's text, when there is one. */
export function Choice(p: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  error?: string;
  none?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={p.id} label={p.label} error={p.error}>
      {(a) => (
        <select {...a} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
          {p.none ? <option value="">{p.none}</option> : null}
          {/* A choice the lists do not hold (yet: they load) stays shown by its value. */}
          {p.value && !p.options.some((o) => o.value === p.value) ? (
            <option value={p.value}>{p.value}</option>
          ) : null}
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled text input; `numeric` brings the phone's digits keyboard. */
export function Entry(p: {
  id: string;
  label: string;
  value: string;
  error?: string;
  numeric?: boolean;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={p.id} label={p.label} error={p.error}>
      {(a) => (
        <input
          {...a}
          value={p.value}
          inputMode={p.numeric ? 'numeric' : undefined}
          maxLength={p.maxLength}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
