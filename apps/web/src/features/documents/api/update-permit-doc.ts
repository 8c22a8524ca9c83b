import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PermitDocSchema } from '@sportkarta/contract/api/permit-docs';
import { apiRequest } from '@/lib/api-client';
import { PERMIT_DOCS_KEY } from './permit-docs-key';
import { permitDocForm, type PermitDocDraft, type PickedScan } from './save-permit-doc';

/**
 * Issue 28: PUT /v1/mob/updatePermitDoc?id= (multipart, like the add call). New scans replace
 * the old ones; none keep them.
 */
export const updatePermitDoc = (id: string, doc: PermitDocDraft, scans: readonly PickedScan[]) =>
  apiRequest({
    url: '/v1/mob/updatePermitDoc',
    method: 'PUT',
    query: { id },
    body: permitDocForm(doc, scans),
    schema: PermitDocSchema,
  });

export function useUpdatePermitDoc(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { doc: PermitDocDraft; scans: readonly PickedScan[] }) =>
      updatePermitDoc(id, v.doc, v.scans),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMIT_DOCS_KEY, 'list'] }),
  });
}
