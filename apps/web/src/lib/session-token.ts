import { storage } from './storage';

// The access token lives in memory (read synchronously by every request, spec §7 "Bearer
// access token when one exists") and in storage so that a session survives a restart.
export const TOKEN_STORAGE_KEY = 'sk.token';

let token: string | null = null;
// Set from the moment a sign-out starts until the token is gone (or the sign-out failed): the
// token still signs the sign-out's own calls, but no query that needs a person runs on it.
let leaving = false;

export function getToken(): string | null {
  return token;
}

export async function setToken(value: string): Promise<void> {
  token = value;
  await storage.set(TOKEN_STORAGE_KEY, value);
}

/** A sign-out starts: the person's queries stop (hasToken is false) before the token goes. */
export function beginSignOut(): void {
  leaving = true;
}

/** The sign-out failed (spec §4: the user is reloaded): the person's queries may run again. */
export function cancelSignOut(): void {
  leaving = false;
}

export async function clearToken(): Promise<void> {
  token = null;
  leaving = false;
  await storage.remove(TOKEN_STORAGE_KEY);
}

/** Called once at app start (spec §4 LOADING) to bring the stored token into memory. */
export async function loadToken(): Promise<string | null> {
  token = (await storage.get(TOKEN_STORAGE_KEY)) || null;
  return token;
}

/**
 * A query's `enabled` for the signed-in person's data, checked when it runs: a logout resets
 * the cache (refetching what is mounted) before the screen is gone, and a request without a
 * token comes back 401 (the unread badge's lesson, d6b09fb). False from the start of a sign-out:
 * a request sent then would reach the server after the session ended and come back 401.
 */
export const hasToken = (): boolean => token !== null && !leaving;
