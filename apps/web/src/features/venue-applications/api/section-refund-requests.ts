import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffSectionRefundAskSchema,
  StaffSectionRefundAsksSchema,
  type SectionRefundDecision,
  type StaffSectionRefundAsk,
} from '@sportkarta/contract/api/venue-desk';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Issue 28: the parents' requests to return a section's payment, at the front desk. Under
// 'user' (reset at sign-in and logout), per venue.
export const sectionAsksKey = (complexId: number) =>
  ['user', 'staff', complexId, 'section-refund-requests'] as const;

export const sectionAsksQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: sectionAsksKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({
        url: `/v1/mob/staff/complexes/${complexId}/section-refund-requests`,
        method: 'GET',
        query: { status: 'NEW' },
        schema: StaffSectionRefundAsksSchema,
        signal,
      }).then((a) => a.requests),
  });

export const useSectionAsks = (complexId: number) => useQuery(sectionAsksQueryOptions(complexId));

/** Approves (the refund goes to the acquirer) or rejects with a reason; reloads the lists. */
export function useDecideSectionAsk(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      ...body
    }: SectionRefundDecision & { requestId: string }): Promise<StaffSectionRefundAsk> =>
      apiRequest({
        url: `/v1/mob/staff/complexes/${complexId}/section-refund-requests/${encodeURIComponent(requestId)}/decision`,
        method: 'POST',
        body,
        schema: StaffSectionRefundAskSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sectionAsksKey(complexId) }),
        client.invalidateQueries({ queryKey: ['user', 'staff', complexId, 'orders'] }),
      ]),
  });
}
