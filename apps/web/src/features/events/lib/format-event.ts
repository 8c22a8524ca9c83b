import type { SportEvent } from '@sportkarta/contract/api/events';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ru } from '@/i18n/ru';
import { EVENTS_TIME_ZONE } from './period';

const t = ru.discoveryMap;

function formatter(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = withDay
    ? { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }
    : { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat('ru-RU', { ...options, timeZone });
  } catch {
    // An unknown zone name from the server: show Moscow time rather than nothing.
    return new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: EVENTS_TIME_ZONE });
  }
}

/**
 * «сб, 21 ноября, 18:00 – 20:00» in the event's zone (Europe/Moscow for our venues); an event
 * running past midnight shows the day of its end too.
 */
export function formatEventTime(
  event: Pick<SportEvent, 'startsAt' | 'endsAt' | 'timeZone'>,
): string {
  const zone = event.timeZone || EVENTS_TIME_ZONE;
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: EVENTS_TIME_ZONE });
  const sameDay = day.format(start) === day.format(end);
  const from = formatter(zone, true).format(start);
  const to = formatter(zone, !sameDay).format(end);
  return `${from} – ${to}`;
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
