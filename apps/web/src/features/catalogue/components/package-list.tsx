import { Link } from 'react-router-dom';
import type { Rate, ServicePackage } from '@sportkarta/contract/api/catalogue';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { countText } from './format';

const t = ruCommerce;

const termText = (r: Rate): string =>
  r.term === 'MANUAL_DAYS' && r.manualTermDays !== null
    ? t.manualDays(r.manualTermDays)
    : t.term[r.term];

/** Packages with their rates as cards; a rate leads to its ordering screen. */
export function PackageList({
  complexId,
  packages,
}: {
  complexId: number;
  packages: readonly ServicePackage[];
}) {
  return (
    <ul className="sk-cat-list">
      {packages.map((p) => (
        <li key={p.id} className="sk-cat-card">
          <h3 className="sk-cat-card__title">{p.name}</h3>
          {p.description ? <p className="sk-cat-card__text">{p.description}</p> : null}
          {p.dayRule !== 'ANY_DAY' ? (
            <p className="sk-cat-card__note">{t.notThisDay[p.dayRule]}</p>
          ) : null}
          <ul className="sk-rates" aria-label={`${t.chooseRate}: ${p.name}`}>
            {p.rates.map((r) => (
              <li key={r.id}>
                <Link
                  className="sk-rate"
                  to={paths.servicePackageOrdering({ complexId, packageId: p.id, rateId: r.id })}
                >
                  <span className="sk-rate__category">{r.category}</span>
                  <span className="sk-rate__term">
                    {termText(r)} ·{' '}
                    {r.visits === null ? t.unlimitedVisits : countText(r.visits, t.quota)}
                  </span>
                  <span className="sk-rate__price">{formatRub(r.cost, { free: true })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
