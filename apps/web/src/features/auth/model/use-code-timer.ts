import { useNow } from '@/ui/use-now';

/**
 * Seconds left until `endsAt` (ms since epoch), ticking once a second; 0 when over or null.
 * spec §4: the code timer is 180 s and a new code may be asked for after it.
 */
export function useCodeTimer(endsAt: number | null): number {
  const now = useNow(endsAt);
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
