import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// spec §2.2: "A new-version modal appears on an event". Two sources announce a new version:
// the PWA service worker (vite-plugin-pwa, registerType 'prompt': onNeedRefresh, see
// register-service-worker.ts) and a window CustomEvent 'sk:new-version' that any other part of
// the app may dispatch, optionally with `detail.update` — a function that activates it.
export const NEW_VERSION_EVENT = 'sk:new-version';

type Activate = () => Promise<void>;
interface NewVersionState {
  available: boolean;
}

const newVersionStore = createStore<NewVersionState>()(() => ({ available: false }));
let activate: Activate | null = null;

export function announceNewVersion(update?: Activate): void {
  if (update) activate = update;
  newVersionStore.setState({ available: true });
}

export function getNewVersionState(): NewVersionState {
  return newVersionStore.getState();
}

export function useNewVersion(): NewVersionState {
  return useStore(newVersionStore);
}

/** Activates the waiting service worker (which reloads the page) or simply reloads. */
export async function applyNewVersion(): Promise<void> {
  if (activate) {
    await activate();
    return;
  }
  window.location.reload();
}

if (typeof window !== 'undefined') {
  window.addEventListener(NEW_VERSION_EVENT, (event) => {
    const detail = (event as CustomEvent<{ update?: Activate } | undefined>).detail;
    announceNewVersion(typeof detail?.update === 'function' ? detail.update : undefined);
  });
}
