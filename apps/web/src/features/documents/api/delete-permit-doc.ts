import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PermitDocDeletedSchema } from '@sportkarta/contract/api/permit-docs';
import { apiRequest } from '@/lib/api-client';
import { PERMIT_DOCS_KEY } from './permit-docs-key';

/** spec §7.1 DELETE /v1/mob/deletePermitDoc?id= */
export const deletePermitDoc = (id: string) =>
  apiRequest({
    url: '/v1/mob/deletePermitDoc',
    method: 'DELETE',
    query: { id },
    schema: PermitDocDeletedSchema,
  });

export function useDeletePermitDoc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePermitDoc,
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMIT_DOCS_KEY, 'list'] }),
  });
}
