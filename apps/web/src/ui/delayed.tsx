import { startTransition, useEffect, useState } from 'react';

/**
 * True only once `active` has lasted `delayMs` without interruption — spec §9 loader delay
 * (1 s): a quick load never flashes a spinner.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}

/**
 * Once `active` turns true, stays true for at least `minMs` — spec §9 skeleton minimum
 * (150 ms): a skeleton that appeared does not blink away at once.
 */
export function useMinimumDuration(active: boolean, minMs: number): boolean {
  const [holding, setHolding] = useState(active);
  const [previous, setPrevious] = useState(active);
  // Derived state (React docs "storing information from previous renders"): start holding
  // in the same render in which `active` turns on.
  if (active !== previous) {
    setPrevious(active);
    if (active) setHolding(true);
  }
  useEffect(() => {
    if (!holding) return;
    // A transition: what replaces the skeleton (a list of cards) renders in slices that yield
    // to the browser instead of one long task (issue 2 §8, TBT); it shows no earlier anyway.
    const timer = setTimeout(() => startTransition(() => setHolding(false)), minMs);
    return () => clearTimeout(timer);
  }, [holding, minMs]);
  return active || holding;
}
