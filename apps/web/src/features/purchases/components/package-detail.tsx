import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SoldPackage } from '@sportkarta/contract/api/service-packages';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { QrImage } from '@/ui/qr-image';
import { StatusBadge } from './ticket-card';
import { countText, dateIn } from '@/lib/zoned-format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { type PackageAction, useChangePackage } from '../api/sold-packages';
import { validityText, visitsText } from './package-card';
// Its own styles: the page opens from a link or a reload too, without the list that loads them.
import './purchases.css';

const t = ruPurchases;

function confirmTexts(pkg: SoldPackage, action: PackageAction) {
  if (action === 'activate') return { title: t.activateConfirm, text: t.activateConfirmHint };
  if (action === 'freeze')
    return {
      title: t.freezeConfirm,
      text: t.freezeConfirmHint(countText(pkg.freeze.daysLeft, t.freezeDaysLeft)),
    };
  return { title: t.unfreezeConfirm, text: t.unfreezeConfirmHint };
}

/** What the rate allows and what is left of freezing. */
function freezeText(pkg: SoldPackage): string {
  if (pkg.freeze.daysAllowed === 0) return t.freezeNotAllowed;
  return countText(pkg.freeze.daysLeft, t.freezeDaysLeft);
}

/** /tabs/profile/servicePackages/{id}: the QR code, the terms, and activate / freeze / unfreeze. */
export function PackageDetail({ pkg }: { pkg: SoldPackage }) {
  const [asked, setAsked] = useState<PackageAction | null>(null);
  const change = useChangePackage(pkg.id);
  const run = (action: PackageAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setAsked(null);
        showToast({ type: 'success', message: t.done[action] });
      },
      onError: (error) => {
        setAsked(null);
        showToast({ type: 'error', message: error.message });
      },
    });
  const action: PackageAction | null = pkg.canActivate
    ? 'activate'
    : pkg.canUnfreeze
      ? 'unfreeze'
      : pkg.canFreeze
        ? 'freeze'
        : null;
  const texts = asked ? confirmTexts(pkg, asked) : null;
  return (
    <article className="sk-qr">
      <StatusBadge status={pkg.status} />
      {pkg.status === 'ACTIVE' || pkg.status === 'CREATED' ? (
        <QrImage token={pkg.qrToken} alt={t.packageQrAlt(pkg.name)} />
      ) : null}
      <h2 className="sk-qr__title">{pkg.name}</h2>
      <dl className="sk-qr__facts">
        <div>
          <dt className="sk-visually-hidden">Тариф</dt>
          <dd>{pkg.rateName}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Где</dt>
          <dd>{pkg.complexName}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Для кого</dt>
          <dd>{ruCommerce.ticketHolder(pkg.holder.name)}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Срок</dt>
          <dd>{validityText(pkg)}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Дни</dt>
          <dd>{t.dayRules[pkg.dayRule]}</dd>
        </div>
        <div>
          <dt className="sk-visually-hidden">Проходы</dt>
          <dd>{visitsText(pkg)}</dd>
        </div>
        {pkg.frozenAt ? (
          <div>
            <dt className="sk-visually-hidden">Заморозка</dt>
            <dd>{t.frozenSince(dateIn(pkg.frozenAt, pkg.timeZone))}</dd>
          </div>
        ) : null}
        <div>
          <dt className="sk-visually-hidden">Заморозка</dt>
          <dd>{freezeText(pkg)}</dd>
        </div>
      </dl>
      {action ? (
        <button
          type="button"
          className="sk-button sk-button--block"
          disabled={change.isPending}
          onClick={() => setAsked(action)}
        >
          {t[action]}
        </button>
      ) : null}
      <Link className="sk-order-link" to={paths.soldOrder(pkg.orderId)}>
        {t.orderLink(pkg.orderNumber)}
      </Link>
      {asked && texts ? (
        <ConfirmDialog
          open
          title={texts.title}
          text={texts.text}
          confirmLabel={t[asked]}
          busy={change.isPending}
          onConfirm={() => run(asked)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </article>
  );
}
