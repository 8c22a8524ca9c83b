export { formatDistance, formatRating } from '@/lib/format-place';
export { mediaUrl } from '@/lib/media-url';
import { now } from '@sportkarta/contract/clock';
import type { Contact, WorkingHours } from '@sportkarta/contract/api/places';

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
export function weekdayIn(timeZone: string, at: Date = now()): number {
  let short: string;
  try {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(at);
  } catch {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(at);
  }
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(short) + 1;
}
