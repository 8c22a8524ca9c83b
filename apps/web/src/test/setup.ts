import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupIonicReact } from '@ionic/react';
import { setClock } from '@sportkarta/contract/clock';
import { afterAll, afterEach, vi } from 'vitest';
import { resetToastBus } from '@/ui/toast/toast-bus';

setupIonicReact({ mode: 'ios' });
// jsdom has no requestIdleCallback, so <ion-app> starts its tap, keyboard and focus helpers on
// a 32 ms timer (and imports them). When a file ends inside that window the timer fired after
// jsdom was gone — «window is not defined», an unhandled error that fails the whole run. Let
// such work finish while the file's jsdom is still here.
afterAll(async () => {
  // The `web` project's files share one jsdom (vitest.shared.ts): a file leaves the next one an
  // empty storage, as a fresh start would (a staff role stored by one file was read back by
  // another's «Роль не выбрана» test). Files in node's environment have none.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 100));
});
afterEach(() => {
  cleanup();
  // A toast raised with no <ToastProvider> mounted waits for one (toast-bus.ts): the next test's
  // provider must not show it, nor a listener a test left subscribed catch the next test's toasts.
  resetToastBus();
  // A test that set the clock (docs/testing.md) leaves the next one the device's clock.
  setClock(null);
});

// `npx vitest run` runs every project in parallel on two cores: a first render that imports
// Ionic and the router can take more than Testing Library's 1 s default, and a test then fails
// for being slow, not wrong. findBy*/waitFor wait up to 4 s; a test may take up to 15 s. Both
// only bound waiting: assertions still have to come true.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 15_000 });
