import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { appCovered } from './covered-transitions';

/**
 * issue 2 §8 (TBT): while the app is covered (the landing or the server's copy of the first
 * screen, app/covered-transitions.ts), the children mount in a commit of their own, a task
 * after the rest of the screen, so that no single task sets up all the web components at once.
 * Once the app is seen they render at once, as before.
 */
export function MountAfterCovered({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !appCovered());
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
