import { useMutation } from '@tanstack/react-query';
import { SberIdCreateResponseSchema } from '@sportkarta/contract/api/sberid';
import { apiRequest } from '@/lib/api-client';
import { keepSberIdReturn } from './sberid-return';

/** GET /v1/auth/sberID/create?platform=web → the authorization URL to open. */
export async function startSberIdLogin(returnTo: string): Promise<string> {
  const answer = await apiRequest({
    url: '/v1/auth/sberID/create',
    method: 'GET',
    query: { platform: 'web' },
    schema: SberIdCreateResponseSchema,
  });
  await keepSberIdReturn(returnTo);
  return answer.url;
}

export interface StartSberIdLoginOptions {
  /** Gets the provider's URL; the mutation stays pending until it returns. */
  onSuccess?: (url: string) => Promise<void> | void;
}

/**
 * Starts a Sber ID sign-in (it creates the provider's state, hence a mutation) and keeps
 * `returnTo` for /deeplink/sberID; nothing cached depends on it.
 */
export function useStartSberIdLogin({ onSuccess }: StartSberIdLoginOptions = {}) {
  return useMutation({
    mutationFn: startSberIdLogin,
    onSuccess: onSuccess && ((url: string) => onSuccess(url)),
  });
}
