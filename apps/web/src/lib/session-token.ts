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
