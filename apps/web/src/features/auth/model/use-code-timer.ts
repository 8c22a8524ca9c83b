import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt` (ms since epoch), ticking once a second; 0 when over or null.
 * spec §4: the code timer is 180 s and a new code may be asked for after it.
 */
export function useCodeTimer(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [endsAt]);
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
