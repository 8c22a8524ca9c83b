import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionResponse } from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';
import { logout as clearLocalSession } from '@/lib/logout';
import type { SessionMutationOptions } from './confirm-login-code';

/** POST /v1/demo-user: a ready session of the shared demo person. */
export function startDemoSession(): Promise<SessionResponse> {
  return apiRequest({ url: '/v1/demo-user', method: 'POST', schema: SessionResponseSchema });
}

/** Issue 3: "Demo login: clears the session, then POST /v1/demo-user". */
export function useStartDemoSession({ onSuccess }: SessionMutationOptions = {}) {
  return useMutation({
    mutationFn: async () => {
      await clearLocalSession();
      return startDemoSession();
    },
    onSuccess: onSuccess && ((answer: SessionResponse) => onSuccess(answer)),
  });
}
