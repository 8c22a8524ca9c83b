import {
  SberIdCallbackResponseSchema,
  SberIdCreateResponseSchema,
} from '@sportkarta/contract/api/sberid';
import type { Agreement } from '@sportkarta/contract/enums';
import { apiRequest } from '@/lib/api-client';
import { storage } from '@/lib/storage';

// Sber ID sign-in (issue 3; packages/contract/src/api/sberid.ts). The provider returns the
// person to /deeplink/sberID in a new page load, so the place to return to is kept in storage.
export const SBERID_RETURN_KEY = 'sk.sberIdReturnTo';

/** GET /v1/auth/sberID/create?platform=web → the authorization URL to open. */
export async function startSberIdLogin(returnTo: string): Promise<string> {
  const answer = await apiRequest({
    url: '/v1/auth/sberID/create',
    method: 'GET',
    query: { platform: 'web' },
    schema: SberIdCreateResponseSchema,
  });
  await storage.set(SBERID_RETURN_KEY, returnTo);
  return answer.url;
}

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

/** Where the person was before leaving for Sber ID (read once). */
export async function takeSberIdReturn(): Promise<string | null> {
  const value = await storage.get(SBERID_RETURN_KEY);
  await storage.remove(SBERID_RETURN_KEY);
  return value;
}
