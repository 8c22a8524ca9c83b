import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PermitDocListSchema, type PermitDoc } from '@sportkarta/contract/api/permit-docs';
import { apiRequest } from '@/lib/api-client';
import type { DocsFilter } from '../model/docs-filter';
import { PERMIT_DOCS_KEY, permitDocsListKey } from './permit-docs-key';

/**
 * spec §7.1 POST /v1/mob/getVisitorPermitDocs (one person: the filter names them) or, with no
 * person in the filter, POST /v1/mob/getVisitorPermitDocsAll (mine and my children's).
 */
export async function getPermitDocs(
  filter: DocsFilter,
  signal?: AbortSignal,
): Promise<PermitDoc[]> {
  const body = {
    ...(filter.kinds.length ? { kinds: filter.kinds } : {}),
    ...(filter.listState ? { listState: filter.listState } : {}),
  };
  const answer = await apiRequest({
    url: filter.personId ? '/v1/mob/getVisitorPermitDocs' : '/v1/mob/getVisitorPermitDocsAll',
    method: 'POST',
    body: filter.personId ? { ...body, personId: filter.personId } : body,
    schema: PermitDocListSchema,
    signal,
  });
  return answer.documents;
}

export const permitDocsQueryOptions = (filter: DocsFilter) =>
  queryOptions({
    queryKey: permitDocsListKey(filter),
    queryFn: ({ signal }) => getPermitDocs(filter, signal),
  });

export const usePermitDocs = (filter: DocsFilter, enabled: boolean) =>
  useQuery({ ...permitDocsQueryOptions(filter), enabled });

/** Pull-to-refresh and after a change: every list of documents. */
export function useRefreshPermitDocs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PERMIT_DOCS_KEY, 'list'] });
}
