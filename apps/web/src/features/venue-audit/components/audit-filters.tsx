import {
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  type AuditKind,
} from '@sportkarta/contract/api/venue-desk';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import type { AuditFilter } from '../api/get-audit';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import '@/ui/staff-kit.css';

export interface Person {
  userId: string;
  name: string;
}

/** The log's filters (`audit-filters-page`): person, kind, date range, order number. */
export function AuditFilters(props: {
  value: AuditFilter;
  people: readonly Person[];
  onChange: (next: AuditFilter) => void;
}) {
  const v = props.value;
  const set = (patch: Partial<AuditFilter>) => {
    const next: AuditFilter = { ...v, ...patch };
    for (const key of Object.keys(next) as (keyof AuditFilter)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    props.onChange(next);
  };
  return (
    <form className="sk-staff-form" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
      <div className="sk-staff-form__row">
        <LabeledField label={t.filterPerson}>
          {(fieldId) => (
            <select
              id={fieldId}
              className="sk-field__input"
              value={v.userId ?? ''}
              onChange={(e) => set({ userId: e.target.value || undefined })}
            >
              <option value="">{t.anyPerson}</option>
              {props.people.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        <LabeledField label={t.filterKind}>
          {(fieldId) => (
            <select
              id={fieldId}
              className="sk-field__input"
              value={v.kind ?? ''}
              onChange={(e) =>
                set({ kind: (e.target.value || undefined) as AuditKind | undefined })
              }
            >
              <option value="">{t.anyKind}</option>
              {AUDIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {AUDIT_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
      </div>
      <div className="sk-staff-form__row">
        <LabeledField label={t.filterFrom}>
          {(fieldId) => (
            <input
              id={fieldId}
              className="sk-field__input"
              type="date"
              value={v.from ?? ''}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          )}
        </LabeledField>
        <LabeledField label={t.filterTo}>
          {(fieldId) => (
            <input
              id={fieldId}
              className="sk-field__input"
              type="date"
              value={v.to ?? ''}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          )}
        </LabeledField>
        <LabeledField label={t.filterOrder}>
          {(fieldId) => (
            <input
              id={fieldId}
              className="sk-field__input"
              inputMode="numeric"
              value={v.orderNumber ?? ''}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '');
                set({ orderNumber: digits ? Number(digits) : undefined });
              }}
            />
          )}
        </LabeledField>
      </div>
      {Object.keys(v).length > 0 ? (
        <button
          type="button"
          className="sk-button sk-button--ghost"
          onClick={() => props.onChange({})}
        >
          {t.resetFilters}
        </button>
      ) : null}
    </form>
  );
}
