import { useMutation } from '@tanstack/react-query';
import {
  SendLoginCodeResponseSchema,
  type SendLoginCodeResponse,
} from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /v1/mobile/user/registration: sends the SMS code. `phone` is +7XXXXXXXXXX. */
export function sendLoginCode(phone: string): Promise<SendLoginCodeResponse> {
  return apiRequest({
    url: '/v1/mobile/user/registration',
    method: 'POST',
    body: { phone },
    schema: SendLoginCodeResponseSchema,
  });
}

export interface SendLoginCodeOptions {
  /** Awaited: the mutation stays pending until the code step is set up. */
  onSuccess?: (answer: SendLoginCodeResponse, phone: string) => Promise<void> | void;
}

/** Sends the code (spec §4 Login step 1); nothing cached depends on it. */
export function useSendLoginCode({ onSuccess }: SendLoginCodeOptions = {}) {
  return useMutation({ mutationFn: sendLoginCode, onSuccess });
}
