import { PERMIT_DOC_KIND_LABELS, type PermitDoc } from '@sportkarta/contract/api/permit-docs';
import { documentTextOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { ru } from '@/i18n/ru';
import { ruDocuments as t } from '@/i18n/ru-documents';
import { EmptyState } from '@/ui/empty-state';
import { usePermitDocs } from '../api/get-permit-docs';
import { isFilterEmpty, type DocsFilter } from '../model/docs-filter';
import type { DocPerson } from '../model/person';
import { DocumentCard } from './document-card';
import './documents.css';

export interface DocumentsViewProps {
  filter: DocsFilter;
  /** The signed-in person first, then the children (the groups' order). */
  persons: readonly DocPerson[];
  newHref: string;
  filterHref: string;
  onResetFilter: () => void;
}

/** The documents of each person, in the order of `persons`; unknown owners last. */
function byPerson(docs: readonly PermitDoc[], persons: readonly DocPerson[]) {
  const order = (id: string) => {
    const i = persons.findIndex((p) => p.id === id);
    return i < 0 ? persons.length : i;
  };
  const ids = [...new Set(docs.map((d) => d.personId))].sort((a, b) => order(a) - order(b));
  return ids.map((id) => {
    const inGroup = docs.filter((d) => d.personId === id);
    const person = persons.find((p) => p.id === id);
    return {
      id,
      name: person?.isSelf ? t.you : (person?.name ?? inGroup[0]!.personName),
      docs: inGroup,
    };
  });
}

/** What the filter shows, in words («Маша · Медицинская справка… · Действующие»). */
function filterSummary(filter: DocsFilter, persons: readonly DocPerson[]): string {
  const person = persons.find((p) => p.id === filter.personId);
  return [
    person ? (person.isSelf ? t.you : person.name) : null,
    ...filter.kinds.map((k) => PERMIT_DOC_KIND_LABELS[k]),
    filter.listState ? t.stateFilter[filter.listState] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Skeleton() {
  return (
    <div className="sk-docs__skeleton" aria-busy="true" aria-label={ru.app.loading}>
      {[0, 1].map((i) => (
        <div key={i} className="sk-docs__skeleton-card" />
      ))}
    </div>
  );
}

/**
 * /tabs/profile/documents (issue 14): the person's and their children's documents grouped by
 * person, with the filter in force shown and resettable, «Добавить документ», states.
 */
export function DocumentsView({
  filter,
  persons,
  newHref,
  filterHref,
  onResetFilter,
}: DocumentsViewProps) {
  const q = usePermitDocs(filter, true);
  const filtered = !isFilterEmpty(filter);
  return (
    <div className="sk-docs">
      <div className="sk-docs__bar">
        <Link to={newHref} className="sk-button sk-docs__add">
          {t.add}
        </Link>
        <Link to={filterHref} className="sk-button sk-button--secondary" aria-label={t.filterOpen}>
          {t.filter}
        </Link>
      </div>
      {filtered ? (
        <div className="sk-docs__filter" role="status">
          <p>
            <span className="sk-docs__filter-label">{t.activeFilter}: </span>
            {filterSummary(filter, persons)}
          </p>
          <button
            type="button"
            className="sk-docs__filter-reset sk-focusable"
            onClick={onResetFilter}
          >
            {t.resetFilter}
          </button>
        </div>
      ) : null}
      {q.isPending ? (
        <Skeleton />
      ) : q.data === undefined ? (
        <EmptyState
          title={t.loadError}
          hint={q.error?.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : q.data.length === 0 ? (
        <EmptyState
          title={filtered ? t.emptyFiltered : t.empty}
          hint={filtered ? t.emptyFilteredHint : t.emptyHint}
          icon={documentTextOutline}
        />
      ) : (
        byPerson(q.data, persons).map((group) => (
          <section key={group.id} className="sk-docs__group" aria-labelledby={`person-${group.id}`}>
            <h2 id={`person-${group.id}`} className="sk-docs__person">
              {group.name}
            </h2>
            <ul className="sk-docs__list">
              {group.docs.map((doc) => (
                <DocumentCard key={doc.id} doc={doc} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
