import { AgreementListSchema, type AgreementDocument } from '@sportkarta/contract/api/agreements';
import { apiRequest } from '@/lib/api-client';

export const agreementsQueryKey = ['agreements'] as const;

/** GET /v1/agreements: the documents and, when signed in, whether each is accepted. */
export async function getAgreements(): Promise<AgreementDocument[]> {
  const answer = await apiRequest({
    url: '/v1/agreements',
    method: 'GET',
    schema: AgreementListSchema,
  });
  return answer.agreements;
}
