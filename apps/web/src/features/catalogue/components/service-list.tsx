import { Link } from 'react-router-dom';
import type { Service } from '@sportkarta/contract/api/catalogue';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { countText } from './format';

const t = ruCommerce;

function note(s: Service): string | null {
  if (s.availability === 'NO_EVENTS_TODAY') return t.notThisDay[s.dayRule] || null;
  if (s.availability === 'DEPLETED_FOR_TODAY') return t.depletedForToday;
  if (s.ticketsLeft !== null) return countText(s.ticketsLeft, t.ticketsLeft);
  return s.dayRule === 'ANY_DAY' ? null : t.notThisDay[s.dayRule];
}

/** Services without a schedule for the chosen day. */
export function ServiceList(props: {
  complexId: number;
  placeId: number;
  date: string;
  services: readonly Service[];
}) {
  return (
    <ul className="sk-cat-list" aria-label={t.servicesTitle}>
      {props.services.map((s) => {
        const buyable = s.availability === 'AVAILABLE';
        const hint = note(s);
        return (
          <li key={s.id} className={`sk-cat-card sk-session${buyable ? '' : ' sk-session--off'}`}>
            <div className="sk-session__main">
              <h3 className="sk-cat-card__title">{s.name}</h3>
              {s.description ? <p className="sk-cat-card__text">{s.description}</p> : null}
              <p className="sk-cat-card__text">
                {formatRub(s.priceKopecks, { free: true })} ·{' '}
                {s.visitQuota === null ? t.unlimitedVisits : countText(s.visitQuota, t.quota)}
                {s.audience === 'ONLY_USER' ? ` · ${t.onlyForMe}` : ''}
              </p>
              {hint ? <p className="sk-cat-card__note">{hint}</p> : null}
            </div>
            {buyable ? (
              <Link
                className="sk-button"
                to={paths.serviceOrdering({
                  complexId: props.complexId,
                  placeId: props.placeId,
                  serviceId: s.id,
                  date: props.date,
                })}
                aria-label={`${t.buy}: ${s.name}`}
              >
                {t.buy}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
