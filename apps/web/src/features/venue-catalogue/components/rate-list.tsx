import { formatRub } from '@sportkarta/contract/config/formats';
import type { CataloguePackage, CatalogueRate } from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { messageOf } from '@/lib/api-error';
import { showToast } from '@/ui/toast/toast-bus';
import { useUpdateRate } from '../api/staff-catalogue';
import { ActionButton, type CardActions } from './card-parts';

/** «Месяц · 8 посещений · заморозка до 14 дн., до 2 раз» */
export function rateTerms(r: CatalogueRate): string {
  const term =
    r.term === 'MANUAL_DAYS' && r.manualTermDays !== null
      ? t.manualDays(r.manualTermDays)
      : t.terms[r.term];
  return [term, t.visits(r.visits), t.freeze(r.freezeDays, r.freezeTimes)]
    .filter(Boolean)
    .join(' · ');
}

/** Issue 25: a package's rates — each with its price and terms, on sale or withdrawn. */
export function RateList(p: { complexId: number; pkg: CataloguePackage; actions: CardActions }) {
  const { pkg } = p;
  return (
    <>
      <ul className="sk-catalogue-rates" aria-label={t.ratesLabel(pkg.name)}>
        {pkg.rates.map((r) => (
          <RateRow key={r.id} complexId={p.complexId} pkg={pkg} rate={r} actions={p.actions} />
        ))}
      </ul>
      <span className="sk-staff-card__actions">
        <ActionButton label={t.addRate} of={pkg.name} onClick={() => p.actions.onRate({ pkg })} />
      </span>
    </>
  );
}

function RateRow(p: {
  complexId: number;
  pkg: CataloguePackage;
  rate: CatalogueRate;
  actions: CardActions;
}) {
  const r = p.rate;
  const update = useUpdateRate(p.complexId);
  const name = `${r.category} (${p.pkg.name})`;
  const toggle = () => {
    const withdrawn = !r.withdrawn;
    update.mutate(
      { id: r.id, body: { withdrawn } },
      {
        onSuccess: () =>
          showToast({
            type: 'success',
            message: withdrawn ? t.rateWithdrawn(r.category) : t.rateReturned(r.category),
          }),
        onError: (e) => showToast({ type: 'error', message: messageOf(e) }),
      },
    );
  };
  return (
    <li className={`sk-catalogue-rate${r.withdrawn ? ' sk-catalogue-rate--withdrawn' : ''}`}>
      <span className="sk-catalogue-rate__head">
        <span className="sk-catalogue-rate__name">{r.category}</span>
        <span className="sk-catalogue-rate__price">{formatRub(r.costKopecks, { free: true })}</span>
      </span>
      <span className="sk-staff-card__line">{rateTerms(r)}</span>
      {r.withdrawn || r.inUse ? (
        <span className="sk-catalogue-rate__marks">
          {r.withdrawn ? (
            <span className="sk-staff-badge sk-staff-badge--bad">{t.withdrawnRate}</span>
          ) : null}
          {r.inUse ? <span className="sk-staff-badge">{t.bought}</span> : null}
        </span>
      ) : null}
      <span className="sk-staff-card__actions">
        <ActionButton
          label={t.edit}
          of={name}
          disabled={update.isPending}
          onClick={() => p.actions.onRate({ pkg: p.pkg, rate: r })}
        />
        <ActionButton
          label={r.withdrawn ? t.unarchive : t.archive}
          of={name}
          danger={!r.withdrawn}
          disabled={update.isPending}
          onClick={toggle}
        />
        <ActionButton
          label={t.deleteRate}
          of={name}
          danger
          disabled={update.isPending}
          onClick={() => p.actions.onDeleteRate(r)}
        />
      </span>
    </li>
  );
}
