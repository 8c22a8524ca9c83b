import type { Contact, WorkingHours } from '@sportkarta/contract/api/places';
import { getApiBase } from '@/lib/api-base';

const M_PER_KM = 1000;
/** From this far on tenths of a kilometre only add noise. */
const WHOLE_KM_FROM = 100;
const oneDecimal = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** «350 м» under a kilometre, «2,4 км» above it, «120 км» far away. */
export function formatDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  if (m < M_PER_KM) return `${m} м`;
  const km = m / M_PER_KM;
  return km >= WHOLE_KM_FROM ? `${whole.format(km)} км` : `${oneDecimal.format(km)} км`;
}

/** «4,6» */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** Venue photos are stored relative to the API base (contract PhotoSchema.url). */
export function mediaUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${getApiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Where a contact leads: a call, a letter or a page; null when it is only to be read. */
export function contactHref({ kind, value }: Contact): string | null {
  const v = value.trim();
  switch (kind) {
    case 'PHONE':
    case 'PRIMARY_ORGANIZATION_PHONE':
      return `tel:${v.replace(/[^\d+]/g, '')}`;
    case 'FAX':
      return null;
    case 'E_MAIL':
      return `mailto:${v}`;
    case 'TELEGRAM':
      if (v.startsWith('@')) return `https://t.me/${v.slice(1)}`;
      return webHref(v);
    default:
      return webHref(v);
  }
}

function webHref(value: string): string | null {
  const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Seven rows, Monday first (spec §9 "Week starts Monday"); a day without hours is a day off. */
export function weekRows(hours: readonly WorkingHours[]): (WorkingHours | null)[] {
  return Array.from({ length: 7 }, (_, i) => hours.find((h) => h.weekday === i + 1) ?? null);
}

/** Today's weekday 1–7 (Monday = 1) in the venue's time zone. */
export function weekdayIn(timeZone: string, now: Date = new Date()): number {
  let short: string;
  try {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(short) + 1;
}
