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

// The Unleash client is loaded after start, in its own chunk: flags only hide things, so the
// first screen need not wait for (or download) it.
export async function createFlagsClient(): Promise<FlagsClient> {
  const { UnleashClient } = await import('unleash-proxy-client');
  return new UnleashClient({
    url: `${getApiBase() || window.location.origin}/v1/unleash/toggles`,
    clientKey: env.VITE_UNLEASH_CLIENT_KEY,
    appName: 'sportkarta-web',
    refreshInterval: TOGGLES_REFRESH_S,
    disableMetrics: true,
  });
}

const EMPTY: FlagsState = { enabled: new Set(), ready: false, updatedAt: null };
const FlagsContext = createContext<FlagsState>(EMPTY);

function readEnabled(client: FlagsClient): ReadonlySet<FeatureFlag> {
  return new Set(FEATURE_FLAGS.filter((name) => client.isEnabled(name)));
}

export function FlagsProvider({ children, client }: { children: ReactNode; client?: FlagsClient }) {
  const [state, setState] = useState<FlagsState>(EMPTY);

  useEffect(() => {
    let flags: FlagsClient | null = null;
    let stopped = false;
    const refresh = () => {
      if (!flags) return;
      const enabled = readEnabled(flags);
      setIgnoreReporting(enabled.has('ignore-reporting'));
      setState({ enabled, ready: true, updatedAt: now() });
    };
    void (client ? Promise.resolve(client) : createFlagsClient())
      .then((created) => {
        if (stopped) return;
        flags = created;
        created.on('ready', refresh);
        created.on('update', refresh);
        return created.start();
      })
      // A flag service that does not answer leaves every flag off; the app still works.
      .catch((error: unknown) => console.warn('[flags] start failed', error));
    return () => {
      stopped = true;
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
