import { SESSION_RENEW_AFTER_MS } from '@sportkarta/contract/config/timings';
import { nowMs } from '@sportkarta/contract/clock';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';
import { getToken, setToken } from './session-token';

/** When the token was issued (the JWT's `iat`, ms), or null when it cannot be read. */
export function tokenIssuedAtMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

// The token the server would not renew (409: already running to its cap): not asked again.
let refusedToken: string | null = null;
let inFlight: Promise<void> | null = null;

/**
 * Issue 28: a session slides while it is used. When the app is used (started, brought back) with
 * a token older than SESSION_RENEW_AFTER_MS, POST /mobile/restore-session/ (spec §7.1) answers a
 * new token with a fresh term (capped on the server) and the old one stops working at once.
 * Quiet on failure: offline or refused, the current token serves on; a 401 is the app's 401 rule.
 */
export function renewSessionIfDue(): Promise<void> {
  const token = getToken();
  if (token === null || token === refusedToken) return Promise.resolve();
  const issuedAt = tokenIssuedAtMs(token);
  if (issuedAt === null || nowMs() - issuedAt < SESSION_RENEW_AFTER_MS) return Promise.resolve();
  inFlight ??= apiRequest({
    url: '/mobile/restore-session/',
    method: 'POST',
    schema: import('@sportkarta/contract/api/auth').then((m) => m.SessionResponseSchema),
  })
    .then(async (session) => {
      // Signed out or signed in anew meanwhile: that token wins.
      if (getToken() === token) await setToken(session.accessToken);
    })
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 409) refusedToken = token;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
