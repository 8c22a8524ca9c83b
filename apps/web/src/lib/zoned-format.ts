import { plural } from '@/i18n/ru';

/** «Осталось 3 места», «На 8 проходов»: a plural form with the number put in (Intl.PluralRules). */
export const countText = (n: number, forms: readonly [string, string, string]): string =>
  plural(n, forms).replace('{n}', String(n));

/** «19:00» in the venue's time zone. */
export function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** «суббота, 28 ноября» for an instant in the venue's time zone. */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(iso));
}

/** «четверг, 26 ноября» for a calendar date (YYYY-MM-DD), whatever the device's zone. */
export const dayOf = (date: string): string => dayIn(`${date}T12:00:00Z`, 'UTC');

/** «24 декабря 2026» for an instant in the venue's time zone (validity ends, order dates). */
export function dateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
    .format(new Date(iso))
    .replace(/\s*г\.$/, '');
}
