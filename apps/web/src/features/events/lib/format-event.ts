import type { SportEvent } from '@sportkarta/contract/api/events';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { EVENTS_TIME_ZONE } from './period';

const t = ruDiscoveryMap;

const RANGE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

function rangeFormat(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('ru-RU', { ...RANGE_OPTIONS, timeZone });
  } catch {
    // An unknown zone name from the server: show Moscow time rather than nothing.
    return new Intl.DateTimeFormat('ru-RU', { ...RANGE_OPTIONS, timeZone: EVENTS_TIME_ZONE });
  }
}

/**
 * «сб, 21 ноября, 18:00–20:00» in the event's zone (Europe/Moscow for our venues), through
 * Intl's formatRange: the day is written once when both ends fall on it, and an event running
 * past midnight names the day of its end too («сб, 21 ноября в 22:00 – вс, 22 ноября в 01:30»).
 */
export function formatEventTime(
  event: Pick<SportEvent, 'startsAt' | 'endsAt' | 'timeZone'>,
): string {
  const format = rangeFormat(event.timeZone || EVENTS_TIME_ZONE);
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

/** spec §5: a zero price reads «Бесплатно»; otherwise roubles as «1 500 ₽». */
export function formatEventPrice(kopecks: number | null): string {
  if (kopecks === null) return t.eventPriceUnknown;
  if (kopecks === 0) return t.eventFree;
  return formatRub(kopecks);
}

/** Events grouped by the place they happen at, for one marker per place. */
export interface EventsAtPlace {
  placeId: number;
  name: string;
  address: string;
  lat: number;
  lon: number;
  eventIds: number[];
}

export function groupEventsByPlace(events: readonly SportEvent[]): EventsAtPlace[] {
  const byPlace = new Map<number, EventsAtPlace>();
  for (const event of events) {
    for (const place of event.places) {
      const entry = byPlace.get(place.id) ?? { ...place, placeId: place.id, eventIds: [] };
      if (!entry.eventIds.includes(event.id)) entry.eventIds.push(event.id);
      byPlace.set(place.id, entry);
    }
  }
  return [...byPlace.values()];
}
