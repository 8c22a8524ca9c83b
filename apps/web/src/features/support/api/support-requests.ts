import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SupportRequestListSchema,
  SupportRequestResponseSchema,
  type SupportRequestInput,
  type SupportRequestItem,
} from '@sportkarta/contract/api/support';
import { apiRequest } from '@/lib/api-client';

// Under 'user': reset with the other personal queries at sign-in (spec §4).
export const supportRequestsKey = ['user', 'support-requests'] as const;

/** Issue 28: GET /v1/userrequest — the person's own requests, newest first. */
export const getSupportRequests = (signal?: AbortSignal): Promise<SupportRequestItem[]> =>
  apiRequest({
    url: '/v1/userrequest',
    method: 'GET',
    schema: SupportRequestListSchema,
    signal,
  }).then((a) => a.requests);

export const supportRequestsQueryOptions = () =>
  queryOptions({
    queryKey: supportRequestsKey,
    queryFn: ({ signal }) => getSupportRequests(signal),
  });

export const useSupportRequests = () => useQuery(supportRequestsQueryOptions());

/** spec §7.1 PUT /v1/userrequest: a message to support, with its topic and maybe an order. */
export const sendSupportRequest = (body: SupportRequestInput) =>
  apiRequest({ url: '/v1/userrequest', method: 'PUT', body, schema: SupportRequestResponseSchema });

export function useSendSupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: supportRequestsKey }),
  });
}

export function useRefreshSupportRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supportRequestsKey });
}
