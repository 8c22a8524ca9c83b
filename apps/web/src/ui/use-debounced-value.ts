import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: the app's one debounce (spec §5, §9:
 * search 300 ms, resize 300 ms; the map's viewport).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
