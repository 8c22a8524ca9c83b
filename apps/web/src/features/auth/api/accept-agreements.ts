import { useMutation } from '@tanstack/react-query';
import {
  AcceptAgreementsResponseSchema,
  type AgreementDocument,
} from '@sportkarta/contract/api/agreements';
import { apiRequest } from '@/lib/api-client';

/** POST /v1/agreements/accept: the shown versions of the documents. */
export function acceptAgreements(documents: ReadonlyArray<AgreementDocument>) {
  return apiRequest({
    url: '/v1/agreements/accept',
    method: 'POST',
    body: { agreements: documents.map((d) => ({ agreement: d.agreement, version: d.version })) },
    schema: AcceptAgreementsResponseSchema,
  });
}

/** Accepts the shown agreements (issue 3, first sign-in); nothing cached depends on them. */
export function useAcceptAgreements() {
  return useMutation({ mutationFn: acceptAgreements });
}
