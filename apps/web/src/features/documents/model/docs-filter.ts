import { PERMIT_DOC_KINDS, type PermitDocKind } from '@sportkarta/contract/api/permit-docs';
import { LIST_STATES, type ListState } from '@sportkarta/contract/enums';

// The documents list's filter (spec §2.2 /tabs/profile/documents/filter: by person, kind,
// state) lives in the address (`?person=…&kind=…&kind=…&state=ACTIVE`), so the list, the
// filter screen and the back button agree on it without a store, and a reload keeps it.

export interface DocsFilter {
  /** The signed-in person's or a child's id; null = everybody's. */
  personId: string | null;
  kinds: PermitDocKind[];
  listState: ListState | null;
}

export const EMPTY_FILTER: DocsFilter = { personId: null, kinds: [], listState: null };

const isKind = (v: string): v is PermitDocKind =>
  (PERMIT_DOC_KINDS as readonly string[]).includes(v);
const isState = (v: string): v is ListState => (LIST_STATES as readonly string[]).includes(v);

/** Reads the filter from a search string; unknown values are dropped, never an error. */
export function parseDocsFilter(search: string): DocsFilter {
  const q = new URLSearchParams(search);
  const state = q.get('state') ?? '';
  return {
    personId: q.get('person') || null,
    // In the contract's order, once each, whatever the address says.
    kinds: PERMIT_DOC_KINDS.filter((k) => q.getAll('kind').filter(isKind).includes(k)),
    listState: isState(state) ? state : null,
  };
}

/** The search string of a filter, '' for none (with the '?' when there is something). */
export function docsFilterSearch(f: DocsFilter): string {
  const q = new URLSearchParams();
  if (f.personId) q.set('person', f.personId);
  for (const k of f.kinds) q.append('kind', k);
  if (f.listState) q.set('state', f.listState);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const isFilterEmpty = (f: DocsFilter): boolean =>
  f.personId === null && f.kinds.length === 0 && f.listState === null;
