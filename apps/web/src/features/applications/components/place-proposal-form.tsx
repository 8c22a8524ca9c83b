import {
  AddPlaceInputSchema,
  PLACE_PROPOSAL_ADDRESS_MAX,
  PLACE_PROPOSAL_CONTACT_MAX,
  PLACE_PROPOSAL_NAME_MAX,
  RATING_COMMENT_MAX,
  type SportType,
} from '@sportkarta/contract/api/places';
import { useId, useState } from 'react';
import { ruApplications as t } from '@/i18n/ru-applications';
import { showToast } from '@/ui/toast/toast-bus';
import type { PlaceProposal } from '../api/add-place';
import '@/ui/field.css';
import '@/ui/toggle-chips.css';
import './applications.css';

type Field = 'name' | 'address' | 'sportTypes' | 'contact' | 'comment';
const FIELDS: readonly Field[] = ['name', 'address', 'sportTypes', 'contact', 'comment'];

interface Values {
  name: string;
  address: string;
  sportTypes: number[];
  contact: string;
  comment: string;
}

/** Every field with its first problem, by the contract's rules (the server's own). */
function check(values: Values) {
  const parsed = AddPlaceInputSchema.safeParse(values);
  const problems = new Map<Field, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return { proposal: parsed.data, problems, first: FIELDS.find((f) => problems.has(f)) };
}

/**
 * Issue 28: the form to propose a new venue (POST /v1/addPlace) — name, address, sports,
 * a contact and a comment. Checked before sending; the first problem is a toast (spec §5) and
 * each wrong field is marked until it changes.
 */
export function PlaceProposalForm(props: {
  sportTypes: readonly SportType[];
  busy: boolean;
  onSubmit: (proposal: PlaceProposal) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: '',
    address: '',
    sportTypes: [],
    contact: '',
    comment: '',
  });
  const [shown, setShown] = useState<ReadonlyMap<Field, string>>(new Map());
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setShown((m) => new Map([...m].filter(([f]) => !(f in patch))));
  };
  const toggleSport = (sport: number) =>
    set({
      sportTypes: values.sportTypes.includes(sport)
        ? values.sportTypes.filter((s) => s !== sport)
        : [...values.sportTypes, sport],
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = check(values);
    setShown(result.problems);
    if (result.first) {
      showToast({
        type: 'error',
        message: `${t.proposal.labels[result.first]}: ${result.problems.get(result.first)}`,
      });
      return;
    }
    props.onSubmit(result.proposal!);
  };
  const field = (f: 'name' | 'address' | 'contact', max: number, required: boolean) => (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={`${id}-${f}`}>
        {t.proposal.labels[f]}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-${f}`}
        required={required}
        maxLength={max}
        autoComplete="off"
        aria-invalid={shown.has(f) || undefined}
        aria-describedby={shown.has(f) ? `${id}-${f}-error` : undefined}
        className={`sk-field__input sk-focusable${shown.has(f) ? ' sk-field__input--error' : ''}`}
        placeholder={t.proposal.placeholders[f]}
        value={values[f]}
        onChange={(e) => set({ [f]: e.target.value })}
      />
      {shown.has(f) ? (
        <p id={`${id}-${f}-error`} className="sk-field__error">
          {shown.get(f)}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className="sk-proposal-form" onSubmit={submit} noValidate>
      <p className="sk-app-note">{t.proposal.intro}</p>
      {field('name', PLACE_PROPOSAL_NAME_MAX, true)}
      {field('address', PLACE_PROPOSAL_ADDRESS_MAX, true)}
      <fieldset className="sk-proposal-form__sports">
        <legend className="sk-field__label">{t.proposal.labels.sportTypes}</legend>
        <div className="sk-toggle-chips sk-toggle-chips--wrap">
          {props.sportTypes.map((s) => (
            <button
              key={s.id}
              type="button"
              className="sk-toggle-chip"
              aria-pressed={values.sportTypes.includes(s.id)}
              onClick={() => toggleSport(s.id)}
            >
              {s.name}
            </button>
          ))}
        </div>
      </fieldset>
      {field('contact', PLACE_PROPOSAL_CONTACT_MAX, false)}
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-comment`}>
          {t.proposal.labels.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={RATING_COMMENT_MAX}
          aria-invalid={shown.has('comment') || undefined}
          className={`sk-field__input sk-focusable${shown.has('comment') ? ' sk-field__input--error' : ''}`}
          placeholder={t.proposal.placeholders.comment}
          value={values.comment}
          onChange={(e) => set({ comment: e.target.value })}
        />
      </div>
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
      >
        {props.busy ? t.proposal.sending : t.proposal.send}
      </button>
    </form>
  );
}
