import { env } from './env';

// spec §7: "The base address is configurable". Order: the override set on the dev-settings
// screen (kept in localStorage so it survives a reload), then VITE_API_BASE_URL, then ''
// (same origin: the server serves the app and the API together).
const OVERRIDE_KEY = 'sk.apiBaseOverride';

function readOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(OVERRIDE_KEY) ?? null;
  } catch {
    // Private mode / storage disabled: no override.
    return null;
  }
}

let override: string | null = readOverride();

export function getApiBase(): string {
  return override ?? env.VITE_API_BASE_URL;
}

/** Set (or clear with null / '') the dev-settings override of the API base address. */
export function setApiBaseOverride(url: string | null): void {
  const value = url?.trim().replace(/\/+$/, '') || null;
  override = value;
  try {
    if (value === null) globalThis.localStorage?.removeItem(OVERRIDE_KEY);
    else globalThis.localStorage?.setItem(OVERRIDE_KEY, value);
  } catch {
    // The override still applies for this session.
  }
}

/** The override alone (null when none), for the dev-settings form. */
export function getApiBaseOverride(): string | null {
  return override;
}
