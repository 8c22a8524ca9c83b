import { atLineStart, formatRub } from '@sportkarta/contract/config/formats';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import { ruPoster as t } from '@/i18n/ru-poster';
import { dayOf, timeIn } from '@/lib/zoned-format';
import { once } from '@sportkarta/contract/once';

/** «от 1 200 ₽», «Бесплатно», or nothing when no price is known. */
export function priceFromText(kopecks: number | null): string {
  if (kopecks === null) return '';
  return kopecks === 0 ? formatRub(0, { free: true }) : t.priceFrom(formatRub(kopecks));
}

/** «сб, 28 нояб.» for a calendar date, whatever the device's zone. */
const shortDay = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);

/** «Сегодня», «Завтра» or «сб, 28 нояб.» for a day of the city seen from its today. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return t.today;
  if (date === addDays(today, 1)) return t.tomorrow;
  return shortDay().format(new Date(`${date}T12:00:00Z`));
}

/** «Сегодня, 19:00» — when a session starts, in the city's zone. */
export function whenText(startsAt: string, timeZone: string, today: string): string {
  const date = dateInZone(new Date(startsAt), timeZone);
  return `${dayLabel(date, today)}, ${timeIn(startsAt, timeZone)}`;
}

/** «Сегодня, четверг, 26 ноября» or «Суббота, 28 ноября»: a day of the schedule. */
export function dayTitle(date: string, today: string): string {
  const near = date === today ? t.today : date === addDays(today, 1) ? t.tomorrow : null;
  const full = dayOf(date);
  return near ? `${near}, ${full}` : atLineStart(full);
}
