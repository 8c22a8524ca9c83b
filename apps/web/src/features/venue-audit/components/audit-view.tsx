import { useMemo, useState } from 'react';
import { documentTextOutline } from 'ionicons/icons';
import type { AuditEntry } from '@sportkarta/contract/api/venue-desk';
import { SEARCH_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';
import { ruStaff } from '@/i18n/ru-staff';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn, timeIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { LoadMoreButton } from '@/ui/load-more-button';
import { SegmentTabs } from '@/ui/segment-tabs';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useAudit, type AuditFilter } from '../api/get-audit';
import { auditChanges } from '../model/audit-changes';
import { AuditFilters, type Person } from './audit-filters';
import { ConflictsList } from './conflicts-list';
import '@/ui/staff-kit.css';

/** Each field the action changed: «Роль: Контролёр → Кассир». */
function Changes({ e, timeZone }: { e: AuditEntry; timeZone: string }) {
  const changes = auditChanges(e, timeZone);
  if (changes.length === 0) return null;
  return (
    <ul className="sk-staff-card__line" aria-label={t.auditChanges}>
      {changes.map((c) => (
        <li key={c.field}>
          {c.label}:{' '}
          {c.before !== null ? (
            <>
              <span className="sk-visually-hidden">{t.auditBefore} </span>
              <del>{c.before}</del> <span aria-hidden="true">→</span>{' '}
              <span className="sk-visually-hidden">{t.auditAfter} </span>
            </>
          ) : null}
          {c.after ?? t.auditFields.empty}
        </li>
      ))}
    </ul>
  );
}

function Entry({ e, timeZone }: { e: AuditEntry; timeZone: string }) {
  return (
    <li className="sk-staff-card">
      <div className="sk-staff-card__head">
        <h3 className="sk-staff-card__title">{e.kindLabel}</h3>
        <span className="sk-staff-card__line">
          {dateIn(e.at, timeZone)}, {timeIn(e.at, timeZone)}
        </span>
      </div>
      <p className="sk-staff-card__line">
        {e.actor.name}
        {e.orderNumber !== null ? ` · ${t.auditOrder(e.orderNumber)}` : ''}
        {e.deviceId ? ` · ${t.auditDevice(e.deviceId)}` : ''}
      </p>
      <Changes e={e} timeZone={timeZone} />
    </li>
  );
}

function Log(props: { complexId: number; timeZone: string; filtersOn: boolean }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const settled = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const q = useAudit(props.complexId, props.filtersOn ? settled : {});
  const entries = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  // The person filter offers everyone in the answer (and the one chosen, whom it narrows to).
  const people = useMemo(() => {
    const all = new Map<string, Person>();
    for (const e of entries)
      if (e.actor.userId) all.set(e.actor.userId, { userId: e.actor.userId, name: e.actor.name });
    return [...all.values()];
  }, [entries]);
  return (
    <>
      {props.filtersOn ? (
        <AuditFilters value={filter} people={people} onChange={setFilter} />
      ) : null}
      {q.isPending ? (
        <ListSkeleton label={t.auditLoading} />
      ) : q.isError ? (
        <QueryErrorState title={t.auditError} query={q} />
      ) : entries.length === 0 ? (
        <EmptyState
          title={Object.keys(settled).length > 0 ? t.auditEmptyFiltered : t.auditEmpty}
          hint={t.auditEmptyHint}
          icon={documentTextOutline}
        />
      ) : (
        <ul className="sk-staff-list" aria-label={t.auditLabel}>
          {entries.map((e) => (
            <Entry key={e.id} e={e} timeZone={props.timeZone} />
          ))}
        </ul>
      )}
      <LoadMoreButton label={ruStaff.loadMore} query={q} />
    </>
  );
}

/** The venue's audit log (issue 24, `audit.read`) and the offline devices' conflicts. */
export function AuditView(props: { complexId: number; timeZone: string; filtersOn: boolean }) {
  const [tab, setTab] = useState<'log' | 'conflicts'>('log');
  return (
    <div className="sk-staff">
      <SegmentTabs
        label={t.tabs}
        value={tab}
        options={[
          { value: 'log', label: t.tabLog },
          { value: 'conflicts', label: t.tabConflicts },
        ]}
        onChange={setTab}
      />
      {tab === 'log' ? (
        <Log {...props} />
      ) : (
        <ConflictsList complexId={props.complexId} timeZone={props.timeZone} />
      )}
    </div>
  );
}
