import { ruCommerce } from '@/i18n/ru-commerce';
import { useNow } from '@/ui/use-now';

const t = ruCommerce;
const two = (n: number) => String(n).padStart(2, '0');

/** The time left on a seat hold, «Места забронированы ещё 14:59»; `onExpired` at zero. */
export function HoldTimer({ expiresAt, onAgain }: { expiresAt: number; onAgain: () => void }) {
  const now = useNow(expiresAt);
  const left = Math.max(0, expiresAt - now);
  if (left === 0)
    return (
      <div className="sk-order__hold sk-order__hold--over" role="alert">
        <p>{t.holdExpired}</p>
        <button type="button" className="sk-button sk-button--secondary" onClick={onAgain}>
          {t.holdAgain}
        </button>
      </div>
    );
  const s = Math.ceil(left / 1000);
  return (
    <p className="sk-order__hold" role="timer">
      {t.holdLeft} {two(Math.floor(s / 60))}:{two(s % 60)}
    </p>
  );
}
