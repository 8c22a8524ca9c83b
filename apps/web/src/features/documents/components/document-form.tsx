import {
  PERMIT_DOC_KIND_LABELS,
  PERMIT_DOC_KINDS,
  PERMIT_DOC_KINDS_EXPIRING,
  PermitDocInputSchema,
  type PermitDocKind,
} from '@sportkarta/contract/api/permit-docs';
import { now } from '@sportkarta/contract/clock';
import { PERMIT_DOC_NUMBER_MAX } from '@sportkarta/contract/config/documents';
import { toApiDate } from '@sportkarta/contract/config/formats';
import { addDays } from '@sportkarta/contract/zoned';
import { useId, useState } from 'react';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { DateField } from '@/ui/date-picker-sheet';
import { showToast } from '@/ui/toast/toast-bus';
import type { PermitDocDraft, PickedScan } from '../api/save-permit-doc';
import type { DocPerson } from '../model/person';
import { ScanPicker, useScans } from './scan-picker';
import '@/ui/field.css';
import './documents.css';

type Field = 'personId' | 'kind' | 'number' | 'issueDate' | 'validUntil' | 'scans';

const LABELS: Record<Field, string> = {
  personId: t.person,
  kind: t.kind,
  number: t.numberLabel,
  issueDate: t.issueDate,
  validUntil: t.validUntilLabel,
  scans: t.scans,
};

export interface DocumentValues {
  personId: string;
  kind: PermitDocKind | '';
  number: string;
  issueDate: string;
  validUntil: string;
}

/** The first problem, in the order of the form, and every field with one (spec §5: a toast). */
function check(values: DocumentValues, scanCount: number, scansOptional: boolean) {
  const parsed = PermitDocInputSchema.safeParse({
    ...values,
    validUntil: values.validUntil || null,
  });
  const problems = new Map<Field, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  if (scanCount === 0 && !scansOptional) problems.set('scans', t.scansRequired);
  const first = (Object.keys(LABELS) as Field[]).find((f) => problems.has(f));
  return { doc: parsed.data, problems, first };
}

/**
 * The document form, to add one or change one: whose (self or a child), kind, number, issue and
 * end dates with the date picker, and 1..5 scans. Checked with the contract's rules before
 * sending. Changing (`initial` given, issue 28), the scans are optional: new ones replace the
 * document's `keptScans`, none keep them.
 */
export function DocumentForm({
  persons,
  defaultPersonId,
  initial,
  keptScans = 0,
  busy,
  onSubmit,
}: {
  persons: readonly DocPerson[];
  defaultPersonId: string;
  initial?: DocumentValues;
  keptScans?: number;
  busy: boolean;
  onSubmit: (doc: PermitDocDraft, scans: readonly PickedScan[]) => void;
}) {
  const id = useId();
  const picked = useScans();
  const [values, setValues] = useState<DocumentValues>(
    initial ?? { personId: defaultPersonId, kind: '', number: '', issueDate: '', validUntil: '' },
  );
  const editing = initial !== undefined;
  const [shown, setShown] = useState<ReadonlyMap<Field, string>>(new Map());
  // A field that is changed is not marked wrong any more until the next «Сохранить».
  const set = (patch: Partial<DocumentValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setShown((m) => new Map([...m].filter(([f]) => !(f in patch))));
  };
  const today = toApiDate(now());
  const expiring = values.kind !== '' && PERMIT_DOC_KINDS_EXPIRING.has(values.kind);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = check(values, picked.scans.length, editing);
    setShown(result.problems);
    if (result.first) {
      showToast({
        type: 'error',
        message: `${LABELS[result.first]}: ${result.problems.get(result.first)}`,
      });
      return;
    }
    onSubmit(result.doc!, picked.scans);
  };
  const invalid = (f: Field) => shown.has(f) || undefined;

  return (
    <form className="sk-docs-form" onSubmit={submit} noValidate>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-person`}>
          {t.person}
        </label>
        <select
          id={`${id}-person`}
          className="sk-field__input sk-docs-form__select sk-focusable"
          value={values.personId}
          onChange={(e) => set({ personId: e.target.value })}
        >
          {persons.map((p) => (
            <option key={p.id} value={p.id}>
              {p.isSelf ? `${p.name} (${t.you.toLowerCase()})` : p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-kind`}>
          {t.kind}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-kind`}
          required
          aria-invalid={invalid('kind')}
          className={`sk-field__input sk-docs-form__select sk-focusable${invalid('kind') ? ' sk-field__input--error' : ''}`}
          value={values.kind}
          onChange={(e) => set({ kind: e.target.value as PermitDocKind })}
        >
          <option value="" disabled>
            {t.kindChoose}
          </option>
          {PERMIT_DOC_KINDS.map((k) => (
            <option key={k} value={k}>
              {PERMIT_DOC_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-number`}>
          {t.numberLabel}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-number`}
          required
          maxLength={PERMIT_DOC_NUMBER_MAX}
          autoComplete="off"
          aria-invalid={invalid('number')}
          className={`sk-field__input sk-focusable${invalid('number') ? ' sk-field__input--error' : ''}`}
          value={values.number}
          onChange={(e) => set({ number: e.target.value })}
        />
      </div>
      <DateField
        label={t.issueDate}
        required
        value={values.issueDate || null}
        max={today}
        error={shown.get('issueDate')}
        onChange={(issueDate) => set({ issueDate })}
      />
      <DateField
        label={
          expiring ? t.validUntilLabel : `${t.validUntilLabel} (${t.validUntilHint.toLowerCase()})`
        }
        required={expiring}
        value={values.validUntil || null}
        min={values.issueDate ? addDays(values.issueDate, 1) : undefined}
        error={shown.get('validUntil')}
        onChange={(validUntil) => set({ validUntil })}
      />
      {editing ? (
        <p className="sk-docs-form__note">
          {picked.scans.length > 0 ? t.scansReplace(keptScans) : t.scansKept(keptScans)}
        </p>
      ) : null}
      <ScanPicker picked={picked} invalid={shown.has('scans') && picked.scans.length === 0} />
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}
