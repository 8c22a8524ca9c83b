import { once } from '@sportkarta/contract/once';

// How the list, the favourites and the venue page write distances and ratings.

const M_PER_KM = 1000;
/** From this far on tenths of a kilometre only add noise. */
const WHOLE_KM_FROM = 100;
const oneDecimal = once(
  () => new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const whole = once(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }));

/** «350 м» under a kilometre, «2,4 км» above it, «120 км» far away. */
export function formatDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  if (m < M_PER_KM) return `${m} м`;
  const km = m / M_PER_KM;
  return km >= WHOLE_KM_FROM ? `${whole().format(km)} км` : `${oneDecimal().format(km)} км`;
}

/** «4,6» */
export function formatRating(value: number): string {
  return oneDecimal().format(value);
}
