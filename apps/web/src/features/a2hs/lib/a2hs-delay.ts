import { A2HS_FALLBACK_DELAY_MS } from '@sportkarta/contract/config/timings';

/**
 * spec §9: "Add-to-home popup delay 1 s configured (60 s fallback)". A configured value that
 * is missing or not a sensible number of milliseconds falls back to 60 s.
 */
export function resolveA2hsDelay(configured: unknown): number {
  if (typeof configured === 'string' && configured.trim() !== '') configured = Number(configured);
  if (typeof configured === 'number' && Number.isFinite(configured) && configured >= 0)
    return configured;
  return A2HS_FALLBACK_DELAY_MS;
}
