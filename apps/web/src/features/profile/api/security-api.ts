import { SessionListSchema, type SessionInfo } from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';

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

export function endSession(id: string): Promise<unknown> {
  return apiRequest({ url: `/v1/sessions/${encodeURIComponent(id)}`, method: 'DELETE' });
}

export function deleteAccount(): Promise<unknown> {
  return apiRequest({ url: '/v1/mobile/user/deleteRegistration', method: 'POST' });
}
