import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// Chrome fires `beforeinstallprompt` early, often before React mounts the popup, so the event is
// captured as soon as this module loads and kept until the popup offers «Установить».

/** The non-standard event of Chromium browsers (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

const installStore = createStore<{ deferred: BeforeInstallPromptEvent | null }>()(() => ({
  deferred: null,
}));
const keep = (deferred: BeforeInstallPromptEvent | null) => installStore.setState({ deferred });

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: our popup explains the install instead.
    event.preventDefault();
    keep(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => keep(null));
}

/** The captured install event while it can still be used, for the popup's «Установить». */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useStore(installStore, (state) => state.deferred);
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installStore.getState().deferred;
  if (!event) return 'unavailable';
  keep(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}
