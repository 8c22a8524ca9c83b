import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupIonicReact } from '@ionic/react';
import { setClock } from '@sportkarta/contract/clock';
import { afterEach, vi } from 'vitest';

setupIonicReact({ mode: 'ios' });
afterEach(() => {
  cleanup();
  // A test that set the clock (docs/testing.md) leaves the next one the device's clock.
  setClock(null);
});

// `npx vitest run` runs every project in parallel on two cores: a first render that imports
// Ionic and the router can take more than Testing Library's 1 s default, and a test then fails
// for being slow, not wrong. findBy*/waitFor wait up to 4 s; a test may take up to 15 s. Both
// only bound waiting: assertions still have to come true.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 15_000 });
