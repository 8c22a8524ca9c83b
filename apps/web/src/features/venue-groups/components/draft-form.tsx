import { useId, useState } from 'react';
import { Field, type Errors } from '@/ui/form-parts';

// Issue 25: what the section and group forms share — the draft and its messages, and one
// idempotency key that is renewed whenever the form changes (a retry of one submission makes
// one thing) — and their labelled text inputs and selects.

export type Option = { value: string; label: string };

/** The draft's fields that hold text: those an input or a select edits. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/** What a form's fields read and write: its ids' prefix, the draft, its messages, `change`. */
export interface DraftFields<D> {
  id: string;
  draft: D;
  errors: Errors;
  change: (next: Partial<D>, field: string) => void;
}

/**
 * The form's labelled input and select of a text field of the draft (its id, value, message and
 * change). An input with `digits` is a number of at most that many digits, with the phone's
 * digits keyboard; `none` is a select's empty choice's text, when there is one.
 */
export function fieldsOf<D extends object>(form: DraftFields<D>) {
  const bound = (f: TextKey<D>) => ({
    id: `${form.id}-${f}`,
    value: form.draft[f] as string,
    error: form.errors[f],
    onChange: (v: string) => form.change({ [f]: v } as Partial<D>, f),
  });
  return {
    input: (f: TextKey<D>, label: string, digits?: number) => (
      <Entry {...bound(f)} label={label} numeric={digits !== undefined} maxLength={digits ?? 200} />
    ),
    select: (f: TextKey<D>, label: string, options: Option[], none?: string) => (
      <Choice {...bound(f)} label={label} options={options} none={none} />
    ),
  };
}

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
  return { draft, errors, setErrors, key, id, change, ...fieldsOf({ id, draft, errors, change }) };
}

/** A labelled select; `none` is the empty choice's text, when there is one. */
function Choice(p: {
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
function Entry(p: {
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
