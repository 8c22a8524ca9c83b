import type { StaffPackage } from '@sportkarta/contract/api/venue-packages';
import { ruStaffPackages as t } from '@/i18n/ru-staff-packages';
import { dateIn, timeIn } from '@/lib/zoned-format';

/**
 * What happened to one sold package (flag new-visitor-service-package-action-record): sold,
 * activated (by the visitor or at the desk, from which day), every freeze (its days, ended early
 * or not), visits, refunds — each at the venue's time, with who did it.
 */
export function PackageRecord({ pkg }: { pkg: StaffPackage }) {
  const zone = pkg.timeZone;
  const titleId = `staff-package-record-${pkg.id}`;
  const freezeAt = new Map(pkg.freezes.map((f) => [f.at, f]));
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="sk-staff-card__title">
        {t.recordTitle}
      </h4>
      {pkg.events.length === 0 ? (
        <p className="sk-staff-note">{t.recordEmpty}</p>
      ) : (
        <ul className="sk-staff-card__line" aria-labelledby={titleId}>
          {pkg.events.map((e, i) => (
            <li key={`${e.kind}-${e.at}-${i}`}>
              {dateIn(e.at, zone)}, {timeIn(e.at, zone)} · {t.eventLabel[e.kind]}
              {e.kind === 'ACTIVATED' && e.detail ? ` ${t.from(e.detail)}` : ''}
              {e.kind !== 'ACTIVATED' && e.detail ? ` (${e.detail})` : ''}
              {e.who ? ` ${t.by(e.who)}` : ''}
              {e.kind === 'FROZEN' && freezeAt.has(e.at) ? (
                <span className="sk-staff-card__subline">{t.freeze(freezeAt.get(e.at)!)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
