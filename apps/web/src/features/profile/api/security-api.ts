import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionListSchema, type SessionInfo } from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';
import { logout as clearLocalSession } from '@/lib/logout';

// Sessions and account deletion (docs/api-accounts.md). "user" in the key: reset on sign-in.
export const sessionsQueryKey = ['user', 'sessions'] as const;

export async function getSessions(): Promise<SessionInfo[]> {
  const answer = await apiRequest({
    url: '/v1/sessions',
    method: 'GET',
    schema: SessionListSchema,
  });
  return answer.sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export function useSessions(enabled: boolean) {
  return useQuery({ ...sessionsQueryOptions(), enabled });
}

export function endSession(id: string): Promise<unknown> {
  return apiRequest({ url: `/v1/sessions/${encodeURIComponent(id)}`, method: 'DELETE' });
}

/** Ends another device's session; the list is asked again once it is gone. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function deleteAccount(): Promise<unknown> {
  return apiRequest({ url: '/v1/mobile/user/deleteRegistration', method: 'POST' });
}

/** Deletes the account; then this device is signed out (token and every user query gone). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => clearLocalSession(),
  });
}
