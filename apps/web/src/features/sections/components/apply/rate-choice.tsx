import type { Rate } from '@sportkarta/contract/api/catalogue';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruSections } from '@/i18n/ru-sections';
import { countText } from '@/lib/zoned-format';

const termText = (r: Rate): string =>
  r.term === 'MANUAL_DAYS' && r.manualTermDays !== null
    ? ruCommerce.manualDays(r.manualTermDays)
    : ruCommerce.term[r.term];

/** spec §2.3 rate cards, one to choose. */
export function RateChoice({
  rates,
  value,
  onChange,
}: {
  rates: readonly Rate[];
  value: number | null;
  onChange: (rateId: number) => void;
}) {
  return (
    <fieldset className="sk-sec-choice">
      <legend className="sk-sec__heading">{ruSections.rateHeading}</legend>
      <ul className="sk-sec-rates">
        {rates.map((r) => (
          <li key={r.id}>
            <label className="sk-sec-rate">
              <input
                type="radio"
                name="rate"
                checked={value === r.id}
                onChange={() => onChange(r.id)}
              />
              <span className="sk-sec-rate__category">{r.category}</span>
              <span className="sk-sec-rate__term">
                {termText(r)} ·{' '}
                {r.visits === null
                  ? ruCommerce.unlimitedVisits
                  : countText(r.visits, ruCommerce.quota)}
              </span>
              <span className="sk-sec-rate__price">{formatRub(r.cost, { free: true })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
