import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PermitDocSchema, type PermitDocInput } from '@sportkarta/contract/api/permit-docs';
import { apiRequest } from '@/lib/api-client';
import { PERMIT_DOCS_KEY } from './permit-docs-key';

/** The part as the app sends it: the end date may be absent for kinds that do not expire. */
export type PermitDocDraft = Omit<PermitDocInput, 'validUntil'> & { validUntil: string | null };

export interface PickedScan {
  blob: Blob;
  /** A name with the right extension (the server ignores it; it reads the bytes). */
  name: string;
}

/** The multipart body of the add and the change calls: part `doc` (JSON) and parts `scans`. */
export function permitDocForm(doc: PermitDocDraft, scans: readonly PickedScan[]): FormData {
  const form = new FormData();
  form.append('doc', new Blob([JSON.stringify(doc)], { type: 'application/json' }), 'doc.json');
  for (const scan of scans) form.append('scans', scan.blob, scan.name);
  return form;
}

/** spec §7.1 POST /v1/mob/savePermitDoc (multipart): part `doc` (JSON) and parts `scans`. */
export function savePermitDoc(doc: PermitDocDraft, scans: readonly PickedScan[]) {
  return apiRequest({
    url: '/v1/mob/savePermitDoc',
    method: 'POST',
    body: permitDocForm(doc, scans),
    schema: PermitDocSchema,
  });
}

export function useSavePermitDoc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { doc: PermitDocDraft; scans: readonly PickedScan[] }) =>
      savePermitDoc(v.doc, v.scans),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMIT_DOCS_KEY, 'list'] }),
  });
}
