import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { Dialog } from '@/ui/dialog';
import { Actions, Field } from '@/ui/form-parts';
import { messageOf } from '@/lib/api-error';
import { showToast } from '@/ui/toast/toast-bus';
import type { CatalogueDraft, DraftErrors, DraftField, DraftRead } from '../model/catalogue-draft';
import './catalogue.css';

// Issue 25: what the catalogue's forms share — the draft with its messages and its idempotency
// key (a new one whenever the draft changes: a retry of the same submission answers the item
// made the first time, an edit after a refusal is a new submission), the dialog, the fields.

export function useDraftForm(initial: () => CatalogueDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const ids = useId();
  const set = (f: DraftField, v: string) => {
    setKey(crypto.randomUUID());
    setDraft((d) => ({ ...d, [f]: v }));
    setErrors((e) => (e[f] || e.form ? { ...e, [f]: undefined, form: undefined } : e));
  };
  const idOf = (f: DraftField) => `${ids}-${f}`;
  /** Sends a read draft, or shows its messages and focuses the first wrong field. */
  const submit = <T,>(read: DraftRead<T>, send: (body: T) => Promise<string>, done: () => void) => {
    if (!read.ok) {
      setErrors(read.errors);
      // The first wrong field as the form shows them, whatever order the checks found them in.
      const wrong = Object.keys(read.errors)
        .map((f) => document.getElementById(idOf(f as DraftField)))
        .filter((el): el is HTMLElement => el !== null)
        .sort((x, y) => (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      // A field folded away in «Дополнительно» is unfolded first: a closed <details> hides it.
      const details = wrong[0]?.closest('details');
      if (details) details.open = true;
      wrong[0]?.focus();
      return;
    }
    setErrors({});
    send(read.body).then(
      (message) => {
        showToast({ type: 'success', message });
        done();
      },
      (err: unknown) => setErrors({ form: messageOf(err) }),
    );
  };
  return { draft, set, errors, key, idOf, submit };
}

export type DraftForm = ReturnType<typeof useDraftForm>;

/** The dialog around a catalogue form: it cannot be closed while its request is on the way. */
export function FormDialog(p: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const close = () => {
    if (!p.busy) p.onClose();
  };
  return (
    <Dialog open={p.open} onClose={close} title={p.title} showClose={false}>
      {p.children}
    </Dialog>
  );
}

/** The form inside the dialog: its fields, the server's refusal, the buttons. */
export function DraftFormBody(p: {
  form: DraftForm;
  label: string;
  busy: boolean;
  /** A change («Сохранить») rather than a creation («Создать»). */
  editing: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy) p.onSubmit();
  };
  return (
    <form className="sk-staff-form" aria-label={p.label} onSubmit={send} noValidate>
      {p.children}
      {p.form.errors.form ? (
        <p className="sk-staff-error" role="alert">
          {p.form.errors.form}
        </p>
      ) : null}
      <Actions
        busy={p.busy}
        label={p.editing ? t.save : t.create}
        busyLabel={p.editing ? t.saving : t.creating}
        onClose={p.onClose}
      />
    </form>
  );
}

/** A text or number field of the draft. */
export function TextField(p: {
  form: DraftForm;
  field: DraftField;
  label: string;
  hint?: string;
  numeric?: 'numeric' | 'decimal';
  multiline?: boolean;
}) {
  const { form, field } = p;
  return (
    <Field id={form.idOf(field)} label={p.label} error={form.errors[field]}>
      {(a) => (
        <>
          {p.multiline ? (
            <textarea
              {...a}
              rows={3}
              value={form.draft[field]}
              onChange={(e) => form.set(field, e.target.value)}
            />
          ) : (
            <input
              {...a}
              type="text"
              inputMode={p.numeric}
              autoComplete="off"
              value={form.draft[field]}
              onChange={(e) => form.set(field, e.target.value)}
            />
          )}
          {p.hint ? <span className="sk-catalogue-hint">{p.hint}</span> : null}
        </>
      )}
    </Field>
  );
}

/** A choice of the draft: value → label. */
export function SelectField(p: {
  form: DraftForm;
  field: DraftField;
  label: string;
  options: Readonly<Record<string, string>>;
}) {
  const { form, field } = p;
  return (
    <Field id={form.idOf(field)} label={p.label} error={form.errors[field]}>
      {(a) => (
        <select {...a} value={form.draft[field]} onChange={(e) => form.set(field, e.target.value)}>
          {Object.entries(p.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
