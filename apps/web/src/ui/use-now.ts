import { nowMs } from '@sportkarta/contract/clock';
import { useEffect, useState } from 'react';

/**
 * The clock's time (ms), re-read every `everyMs` until it reaches `until` (null: not ticking):
 * the one ticking source of the countdowns (sales opening, the login code's resend timer).
 * Time comes from the clock seam (`@sportkarta/contract/clock`), so tests set it.
 */
export function useNow(until: number | null, everyMs = 1000): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const at = nowMs();
      setNow(at);
      if (at >= until) clearInterval(interval);
    };
    // The first tick at once: a timer started after a pause must not show a stale value.
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [until, everyMs]);
  return now;
}
