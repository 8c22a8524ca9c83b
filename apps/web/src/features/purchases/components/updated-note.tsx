import { now } from '@sportkarta/contract/clock';
import { ruCommerce } from '@/i18n/ru-commerce';
import { isNetworkError } from '@/lib/api-error';

const t = ruCommerce;

/** The person's own day of an instant, as YYYY-MM-DD (the device's time zone). */
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** «сегодня в 10:32», «вчера в 21:05», «24 ноября в 09:00» — in the person's time zone. */
export function updatedWhen(updatedAt: number, today: Date = now()): string {
  const at = new Date(updatedAt);
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(at);
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  if (localDay(at) === localDay(today)) return t.updatedToday(time);
  if (localDay(at) === localDay(yesterday)) return t.updatedYesterday(time);
  const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' }).format(at);
  return t.updatedOn(day, time);
}

/**
 * «Обновлено …»: when the data on screen was fetched. When the last attempt to refresh it failed,
 * says that what is shown is the saved copy (issue 12: tickets work with no network).
 */
export function UpdatedNote({ updatedAt, error }: { updatedAt: number; error: unknown }) {
  return (
    <div className="sk-updated" role="status">
      <p className="sk-updated__time">{t.updatedAt(updatedWhen(updatedAt))}</p>
      {error ? (
        <p className="sk-updated__offline">
          {isNetworkError(error) ? t.savedOffline : t.savedAfterError}
        </p>
      ) : null}
    </div>
  );
}
