// issue 2 §8 (TBT): work that nothing on the first screen shows waits until the main thread
// is free, so it runs as its own short tasks instead of lengthening the first screen's.

/** Longest wait: a page that never goes idle (constant animation) still gets the work done. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the browser next has an idle period (requestIdleCallback), at the latest
 * after `timeoutMs`; where there is no requestIdleCallback (Safari, tests), after a timer.
 */
export function whenIdle(timeoutMs: number = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 1);
    }
  });
}
