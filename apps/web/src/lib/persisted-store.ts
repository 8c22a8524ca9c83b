import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storage } from './storage';

// The app's stores are zustand stores (docs/decisions/web-stores.md). Those that outlive a
// restart are persisted here, over the app's storage adapter (lib/storage.ts: Capacitor
// Preferences on devices, localStorage on the web), each under its own key and in its own
// format — the one it had before this helper, so stored choices survive the upgrade.

/** A persisted state says whether its stored value has been read. */
export interface Hydrated {
  /** The stored value has been read (or there was none): nothing will overwrite it now. */
  hydrated: boolean;
}

export interface PersistedOptions<S> {
  /** The storage key. */
  key: string;
  /** What is written: the part of the state that outlives a restart, as text. */
  save: (state: S) => string;
  /** A stored text back to state; a damaged or old value gives defaults, it never throws. */
  load: (raw: string) => Partial<S>;
}

export type PersistedStore<S> = StoreApi<S> & {
  /** Reads the stored value once; later calls share the same promise. */
  hydrate: () => Promise<void>;
  /** For tests: back to the initial state, the stored value to be read again. */
  reset: () => void;
};

/**
 * A store whose `save` part is kept under `key`. It is read on the first `hydrate()` (a store
 * nobody uses costs no storage read); a change made before that read lands wins over the stored
 * value, being newer (a setter marks the state `hydrated: true`). Only a hydrated state is
 * written, so defaults never overwrite a stored choice that is still being read.
 */
export function createPersistedStore<S extends Hydrated>(
  initial: S,
  options: PersistedOptions<S>,
): PersistedStore<S> {
  let written: string | null = null;
  const store: StoreApi<S> = createStore<S>()(
    persist(() => initial, {
      name: options.key,
      skipHydration: true,
      storage: {
        getItem: async (name) => {
          const raw = await storage.get(name);
          return raw === null ? null : { state: options.load(raw) as S, version: 0 };
        },
        setItem: async (name, value) => {
          if (!value.state.hydrated) return;
          const text = options.save(value.state);
          if (text === written) return;
          written = text;
          await storage.set(name, text);
        },
        removeItem: (name) => storage.remove(name),
      },
      merge: (stored, current) =>
        current.hydrated
          ? current
          : { ...current, ...(stored as Partial<S> | undefined), hydrated: true },
      // A failed read leaves the defaults: the store is usable all the same.
      onRehydrateStorage: () => (_state, error) => {
        if (error !== undefined && !store.getState().hydrated)
          store.setState({ hydrated: true } as Partial<S>);
      },
    }),
  );
  let hydration: Promise<void> | null = null;
  const persisted = store as StoreApi<S> & { persist: { rehydrate: () => Promise<void> } };
  return Object.assign(store, {
    hydrate: () => (hydration ??= persisted.persist.rehydrate().catch(() => undefined)),
    reset: () => {
      hydration = null;
      written = null;
      store.setState(initial, true);
    },
  });
}
