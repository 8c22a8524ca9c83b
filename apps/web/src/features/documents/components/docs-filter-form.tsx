import { PERMIT_DOC_KIND_LABELS, PERMIT_DOC_KINDS } from '@sportkarta/contract/api/permit-docs';
import { LIST_STATES } from '@sportkarta/contract/enums';
import { ruDocuments as t } from '@/i18n/ru-documents';
import type { DocsFilter } from '../model/docs-filter';
import type { DocPerson } from '../model/person';
import './documents.css';

function Chip({
  type,
  name,
  checked,
  label,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <label className="sk-docs-filter__chip">
      <input type={type} name={name} checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/**
 * /tabs/profile/documents/filter (spec §2.2): whose (everybody, me, a child), which kinds
 * (several), which state (any, active, archived) — native radios and checkboxes as chips.
 */
export function DocsFilterForm({
  persons,
  value,
  onChange,
}: {
  persons: readonly DocPerson[];
  value: DocsFilter;
  onChange: (next: DocsFilter) => void;
}) {
  const toggleKind = (kind: (typeof PERMIT_DOC_KINDS)[number]) =>
    onChange({
      ...value,
      kinds: value.kinds.includes(kind)
        ? value.kinds.filter((k) => k !== kind)
        : PERMIT_DOC_KINDS.filter((k) => k === kind || value.kinds.includes(k)),
    });
  return (
    <div className="sk-docs-filter">
      <fieldset>
        <legend>{t.filterPerson}</legend>
        <div className="sk-docs-filter__chips">
          <Chip
            type="radio"
            name="person"
            checked={value.personId === null}
            label={t.filterEverybody}
            onChange={() => onChange({ ...value, personId: null })}
          />
          {persons.map((p) => (
            <Chip
              key={p.id}
              type="radio"
              name="person"
              checked={value.personId === p.id}
              label={p.isSelf ? t.you : p.name}
              onChange={() => onChange({ ...value, personId: p.id })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.filterKinds}</legend>
        <div className="sk-docs-filter__chips">
          {PERMIT_DOC_KINDS.map((k) => (
            <Chip
              key={k}
              type="checkbox"
              name="kind"
              checked={value.kinds.includes(k)}
              label={PERMIT_DOC_KIND_LABELS[k]}
              onChange={() => toggleKind(k)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.filterState}</legend>
        <div className="sk-docs-filter__chips">
          <Chip
            type="radio"
            name="state"
            checked={value.listState === null}
            label={t.filterAnyState}
            onChange={() => onChange({ ...value, listState: null })}
          />
          {LIST_STATES.map((s) => (
            <Chip
              key={s}
              type="radio"
              name="state"
              checked={value.listState === s}
              label={t.stateFilter[s]}
              onChange={() => onChange({ ...value, listState: s })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
