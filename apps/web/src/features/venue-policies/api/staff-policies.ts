import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VenuePoliciesSchema, type PolicyKind } from '@sportkarta/contract/api/venue-policies';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user' (reset at sign-in and logout), per venue (issue 25).
export const staffPoliciesKey = (complexId: number) =>
  ['user', 'staff', complexId, 'policies'] as const;

const url = (complexId: number) => `/v1/mob/staff/complexes/${complexId}/policies`;

export const policiesQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: staffPoliciesKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({ url: url(complexId), method: 'GET', schema: VenuePoliciesSchema, signal }),
  });

export const useVenuePolicies = (complexId: number) => useQuery(policiesQueryOptions(complexId));

/** POST …/policies/{kind} (multipart: `title` and the file `pdf`): a new current version. */
export function useUploadPolicy(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: PolicyKind; title: string; file: Blob }) => {
      const form = new FormData();
      form.append('title', a.title);
      form.append('pdf', a.file, 'rules.pdf');
      return apiRequest({
        url: `${url(complexId)}/${a.kind}`,
        method: 'POST',
        body: form,
        // Up to 10 MB from a phone: the long calls' time (spec §9).
        timeoutMs: 60_000,
        schema: VenuePoliciesSchema,
      });
    },
    onSuccess: (fresh) => client.setQueryData(staffPoliciesKey(complexId), fresh),
  });
}
