import { useId } from 'react';
import { formatRub } from '@sportkarta/contract/config/formats';
import type { MoneyDifference, ProviderMoney } from '@sportkarta/contract/api/venue-money';
import { ruVenueMoney as t } from '@/i18n/ru-venue-money';
import { AlertBanner } from '@/ui/alert-banner';

type Row = { label: string; ours: string; reported: string | null };

/** One acquirer: our figures beside its report, then the payments where they differ. */
export function ProviderMoneyCard({ money }: { money: ProviderMoney }) {
  const headingId = useId();
  const name = t.provider[money.provider];
  const r = money.reported;
  const rows: Row[] = [
    {
      label: t.rows.payments,
      ours: String(money.ours.payments),
      reported: r && String(r.payments),
    },
    {
      label: t.rows.collected,
      ours: formatRub(money.ours.collectedKopecks),
      reported: r && formatRub(r.collectedKopecks),
    },
    {
      label: t.rows.refunded,
      ours: formatRub(money.ours.refundedKopecks),
      reported: r && formatRub(r.refundedKopecks),
    },
    { label: t.rows.fee, ours: t.noValue, reported: r && formatRub(r.feeKopecks) },
    { label: t.rows.net, ours: t.noValue, reported: r && formatRub(r.netKopecks) },
  ];
  return (
    <section className="sk-staff-card sk-money__card" aria-labelledby={headingId}>
      <h2 className="sk-staff-h sk-money__name" id={headingId}>
        {name}
      </h2>
      {money.unavailable && <AlertBanner type="warning">{money.unavailable}</AlertBanner>}
      <table className="sk-staff-table sk-money__table">
        <caption className="sk-visually-hidden">{t.totalsCaption(name)}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t.ours}</th>
            <th scope="col">{t.reported}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.ours}</td>
              <td>{row.reported ?? t.noValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r?.feeFrom === 'CONFIG' && <p className="sk-staff-note">{t.feeFromConfig}</p>}
      {r && <Differences items={money.differences} provider={name} />}
    </section>
  );
}

function Differences({ items, provider }: { items: MoneyDifference[]; provider: string }) {
  const headingId = useId();
  return (
    <>
      <h3 className="sk-money__subhead" id={headingId}>
        {t.differences}
        {items.length > 0 && (
          <span className="sk-money__count"> · {t.differencesCount(items.length)}</span>
        )}
      </h3>
      {items.length === 0 ? (
        <p className="sk-staff-note">{t.noDifferences}</p>
      ) : (
        <ul className="sk-money__diffs" aria-labelledby={headingId}>
          {items.map((d) => (
            <li key={`${d.kind}:${d.providerPaymentId}`} className="sk-money__diff">
              <p className="sk-money__kind">{t.kind[d.kind]}</p>
              <p className="sk-staff-note">{t.order(d.orderNumber)}</p>
              <p className="sk-staff-note sk-money__id">{t.paymentId(d.providerPaymentId)}</p>
              <dl className="sk-money__sides">
                <dt>{t.ours}</dt>
                <dd>{sums(d.ours)}</dd>
                <dt>{provider}</dt>
                <dd>{sums(d.provider)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const sums = (s: MoneyDifference['ours']) =>
  s ? t.sums(formatRub(s.amountKopecks), formatRub(s.refundedKopecks)) : t.noValue;
