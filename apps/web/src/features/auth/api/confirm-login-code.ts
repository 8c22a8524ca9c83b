import { useMutation } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionResponse } from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';

/** PUT /v1/mobile/user/registration: the code in exchange for a session. */
export function confirmLoginCode(phone: string, code: string): Promise<SessionResponse> {
  return apiRequest({
    url: '/v1/mobile/user/registration',
    method: 'PUT',
    body: { phone, code },
    schema: SessionResponseSchema,
  });
}

export interface ConfirmLoginCodeVariables {
  /** +7XXXXXXXXXX */
  phone: string;
  code: string;
}

export interface SessionMutationOptions {
  /**
   * Awaited: the mutation stays pending until the caller has signed in with the answer
   * (`session.login` resets the user's cached queries, spec §4 "On login success").
   */
  onSuccess?: (answer: SessionResponse) => Promise<void> | void;
}

/** Exchanges the SMS code for a session (spec §4 Login step 2). */
export function useConfirmLoginCode({ onSuccess }: SessionMutationOptions = {}) {
  return useMutation({
    mutationFn: ({ phone, code }: ConfirmLoginCodeVariables) => confirmLoginCode(phone, code),
    onSuccess: onSuccess && ((answer: SessionResponse) => onSuccess(answer)),
  });
}
