import { Link } from 'react-router-dom';
import type { SoldPackage } from '@sportkarta/contract/api/service-packages';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { StatusBadge } from './ticket-card';
import { countText, dateIn } from '@/lib/zoned-format';

const t = ruPurchases;

/**
 * «Действует до 24 декабря включительно»: the last day, in the venue's time zone; a package the
 * venue's desk activated from a later day says from when (the door lets it in from that day).
 */
export function validityText(p: SoldPackage): string {
  if (p.status === 'CREATED') return t.notActivatedHint;
  // The server says whether the start is still ahead (its clock, not the device's).
  const from = p.startsOn && p.activatedAt ? dateIn(p.activatedAt, p.timeZone) : null;
  if (!p.validUntil) return from ? t.validFrom(from) : t.validUntilOpen;
  const lastDay = dateIn(new Date(Date.parse(p.validUntil) - 1).toISOString(), p.timeZone);
  return from ? t.validFromUntil(from, lastDay) : t.validUntil(lastDay);
}

export function visitsText(p: SoldPackage): string {
  return p.visitsTotal === null
    ? ruCommerce.unlimitedVisits
    : countText(Math.max(p.visitsTotal - p.visitsUsed, 0), ruCommerce.visitsLeft);
}

/** A package in the list: what, where, for whom, until when, its status. */
export function PackageCard({ pkg }: { pkg: SoldPackage }) {
  return (
    <li>
      <Link className="sk-ticket" to={paths.soldPackage(pkg.id)}>
        <span className="sk-ticket__title">{pkg.name}</span>
        <span className="sk-ticket__when">
          {pkg.rateName} · {visitsText(pkg)}
        </span>
        <span className="sk-ticket__where">{pkg.complexName}</span>
        <span className="sk-ticket__where">{validityText(pkg)}</span>
        <span className="sk-ticket__foot">
          <span className="sk-ticket__holder">{pkg.holder.name}</span>
          <StatusBadge status={pkg.status} />
        </span>
      </Link>
    </li>
  );
}
