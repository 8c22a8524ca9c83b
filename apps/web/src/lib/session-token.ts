import { storage } from './storage';

// The access token lives in memory (read synchronously by every request, spec §7 "Bearer
// access token when one exists") and in storage so that a session survives a restart.
export const TOKEN_STORAGE_KEY = 'sk.token';

let token: string | null = null;

export function getToken(): string | null {
  return token;
}

export async function setToken(value: string): Promise<void> {
  token = value;
  await storage.set(TOKEN_STORAGE_KEY, value);
}

export async function clearToken(): Promise<void> {
  token = null;
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
 * token comes back 401 (the unread badge's lesson, d6b09fb).
 */
export const hasToken = (): boolean => getToken() !== null;
