import { useMutation } from '@tanstack/react-query';
import { SberIdCallbackResponseSchema } from '@sportkarta/contract/api/sberid';
import type { Agreement } from '@sportkarta/contract/enums';
import { apiRequest } from '@/lib/api-client';

/** POST /v1/auth/sberID/callback → the access token as text. */
export function finishSberIdLogin(state: string, code: string, agreements: Agreement[]) {
  return apiRequest({
    url: '/v1/auth/sberID/callback',
    method: 'POST',
    body: { state, code, agreements },
    responseType: 'text',
    schema: SberIdCallbackResponseSchema,
  });
}

export interface FinishSberIdLoginVariables {
  state: string;
  code: string;
  agreements: Agreement[];
}

/** Exchanges the provider's state and code for a token; the caller signs in with it. */
export function useFinishSberIdLogin() {
  return useMutation({
    mutationFn: ({ state, code, agreements }: FinishSberIdLoginVariables) =>
      finishSberIdLogin(state, code, agreements),
  });
}
