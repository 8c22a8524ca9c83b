import {
  AUDIT_KINDS,
  AUDIT_KIND_LABELS,
  type AuditKind,
} from '@sportkarta/contract/api/venue-desk';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import type { AuditFilter } from '../api/get-audit';
import { FilterForm } from '@/ui/filter-form';

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
    <FilterForm
      label={t.filters}
      rows={[
        [
          {
            kind: 'select',
            label: t.filterPerson,
            anyLabel: t.anyPerson,
            options: props.people.map((p) => ({ value: p.userId, label: p.name })),
            value: v.userId ?? '',
            onChange: (userId) => set({ userId }),
          },
          {
            kind: 'select',
            label: t.filterKind,
            anyLabel: t.anyKind,
            options: AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] })),
            value: v.kind ?? '',
            onChange: (kind) => set({ kind: (kind || undefined) as AuditKind | undefined }),
          },
        ],
        [
          {
            kind: 'date',
            label: t.filterFrom,
            value: v.from ?? '',
            onChange: (from) => set({ from }),
          },
          { kind: 'date', label: t.filterTo, value: v.to ?? '', onChange: (to) => set({ to }) },
          {
            kind: 'text',
            digits: true,
            label: t.filterOrder,
            value: v.orderNumber ? String(v.orderNumber) : '',
            onChange: (n) => set({ orderNumber: n ? Number(n) : undefined }),
          },
        ],
      ]}
    >
      {Object.keys(v).length > 0 ? (
        <button
          type="button"
          className="sk-button sk-button--ghost"
          onClick={() => props.onChange({})}
        >
          {t.resetFilters}
        </button>
      ) : null}
    </FilterForm>
  );
}
