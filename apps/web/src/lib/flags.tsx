import { now } from '@sportkarta/contract/clock';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FEATURE_FLAGS } from '@sportkarta/contract/api/toggle-names';
import type { FeatureFlag } from '@sportkarta/contract/api/toggles';
import { getApiBase } from './api-base';
import { env } from './env';
import { setIgnoreReporting } from './error-reporter';
import { TOGGLES_REFRESH_S } from '@sportkarta/contract/config/timings';

// spec §2.3: feature flags from a flag service hide parts of the app; refreshed every 120 s
// and on change. The server speaks the Unleash frontend API (integrations.md §5).
export interface FlagsState {
  enabled: ReadonlySet<FeatureFlag>;
  ready: boolean;
  updatedAt: Date | null;
}

/** What FlagsProvider needs from the Unleash client (lets tests pass a fake). */
export interface FlagsClient {
  on(event: 'ready' | 'update' | 'error', handler: () => void): unknown;
  off(event: 'ready' | 'update' | 'error', handler?: () => void): unknown;
  isEnabled(name: string): boolean;
  start(): Promise<void>;
  stop(): void;
}

const togglesUrl = (): string => `${getApiBase() || window.location.origin}/v1/unleash/toggles`;

// The Unleash client polls from the first refresh on, in its own chunk (issue 27: ~8 KiB the
// first screen need not download); the flags' first read is one plain request.
export async function createFlagsClient(): Promise<FlagsClient> {
  const { UnleashClient } = await import('unleash-proxy-client');
  return new UnleashClient({
    url: togglesUrl(),
    clientKey: env.VITE_UNLEASH_CLIENT_KEY,
    appName: 'sportkarta-web',
    refreshInterval: TOGGLES_REFRESH_S,
    disableMetrics: true,
  });
}

/**
 * The flags at start: one GET of the address the client polls, as the client sends it (its
 * key in Authorization), read the way the client reads it — a flag is on when the answer
 * lists it as enabled (Unleash frontend API, integrations.md §5).
 */
export async function readFlagsOnce(): Promise<ReadonlySet<FeatureFlag>> {
  const response = await fetch(togglesUrl(), {
    headers: { Accept: 'application/json', Authorization: env.VITE_UNLEASH_CLIENT_KEY },
  });
  if (!response.ok) throw new Error(`Флаги не получены: HTTP ${response.status}`);
  const body = (await response.json()) as {
    toggles?: Array<{ name?: unknown; enabled?: unknown }>;
  };
  const listed = new Set((body.toggles ?? []).filter((t) => t.enabled === true).map((t) => t.name));
  return new Set(FEATURE_FLAGS.filter((name) => listed.has(name)));
}

const EMPTY: FlagsState = { enabled: new Set(), ready: false, updatedAt: null };
const FlagsContext = createContext<FlagsState>(EMPTY);

function readEnabled(client: FlagsClient): ReadonlySet<FeatureFlag> {
  return new Set(FEATURE_FLAGS.filter((name) => client.isEnabled(name)));
}

/**
 * spec §2.3: the flags, read once at start and then refreshed by the Unleash client every
 * TOGGLES_REFRESH_S seconds. The client is created at the first refresh, not at start (it
 * fetches at once when started, so the refresh rhythm stays the spec's). `client` (tests)
 * replaces both: it is started at once and alone decides the flags.
 */
export function FlagsProvider({ children, client }: { children: ReactNode; client?: FlagsClient }) {
  const [state, setState] = useState<FlagsState>(EMPTY);

  useEffect(() => {
    let flags: FlagsClient | null = null;
    let stopped = false;
    const apply = (enabled: ReadonlySet<FeatureFlag>) => {
      setIgnoreReporting(enabled.has('ignore-reporting'));
      setState({ enabled, ready: true, updatedAt: now() });
    };
    const refresh = () => {
      if (flags) apply(readEnabled(flags));
    };
    // A flag service that does not answer leaves every flag off; the app still works.
    const warn = (error: unknown) => console.warn('[flags] start failed', error);
    const startClient = () => {
      void (client ? Promise.resolve(client) : createFlagsClient())
        .then((created) => {
          if (stopped) return;
          flags = created;
          created.on('ready', refresh);
          created.on('update', refresh);
          return created.start();
        })
        .catch(warn);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (client) startClient();
    else {
      readFlagsOnce()
        .then((enabled) => {
          if (!stopped && !flags) apply(enabled);
        })
        .catch(warn);
      timer = setTimeout(startClient, TOGGLES_REFRESH_S * 1000);
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
      flags?.off('ready', refresh);
      flags?.off('update', refresh);
      flags?.stop();
    };
  }, [client]);

  return <FlagsContext.Provider value={state}>{children}</FlagsContext.Provider>;
}

export function useFlags(): FlagsState {
  return useContext(FlagsContext);
}

export function useFlag(name: FeatureFlag): boolean {
  const { enabled } = useFlags();
  return useMemo(() => enabled.has(name), [enabled, name]);
}
