import { createContext, useContext } from 'react';

/**
 * Whether the app is shown: the start check succeeded (spec §4 SUCCESS). The start gate
 * (features/app-start) provides it; widgets that must wait for it (the page's refresher) read
 * it here, so no widget reaches into a feature. Outside a gate (component tests) there is no
 * start check to wait for.
 */
export const AppStartedContext = createContext(true);

/** True once the start check succeeded and the app is shown (spec §4 SUCCESS). */
export function useAppStarted(): boolean {
  return useContext(AppStartedContext);
}
