import { useState } from 'react';
import type { StaffPackage } from '@sportkarta/contract/api/venue-packages';
import { ruStaffPackages as t } from '@/i18n/ru-staff-packages';
import { useFlag } from '@/lib/flags';
import { messageOf } from '@/lib/api-error';
import { useStaffPackage } from '../api/staff-package';
import { ActivateDialog } from './activate-dialog';
import { PackageRecord } from './package-record';

/**
 * A package line of the staff order screen (issue 25): «Активировать» (flag
 * new-visits-activation-dialog and `packages.manage`) and its record (flag
 * new-visitor-service-package-action-record). Asks for the package only when either is shown.
 */
export function PackageDesk(p: { complexId: number; packageId: string; canManage: boolean }) {
  const dialog = useFlag('new-visits-activation-dialog') && p.canManage;
  const record = useFlag('new-visitor-service-package-action-record');
  if (!dialog && !record) return null;
  return <PackageDeskShown {...p} dialog={dialog} record={record} />;
}

function PackageDeskShown(p: {
  complexId: number;
  packageId: string;
  dialog: boolean;
  record: boolean;
}) {
  const q = useStaffPackage(p.complexId, p.packageId);
  const [open, setOpen] = useState<StaffPackage | null>(null);
  if (q.isPending) return <p className="sk-staff-note">{t.recordLoading}</p>;
  if (q.isError)
    return (
      <p className="sk-staff-error" role="alert">
        {t.recordError}: {messageOf(q.error)}
      </p>
    );
  const pkg = q.data;
  return (
    <>
      {pkg.startsOn && pkg.startsOn > pkg.today ? (
        <p className="sk-staff-card__line">{t.startsOn(pkg.startsOn)}</p>
      ) : null}
      {p.dialog && pkg.canActivate ? (
        <div className="sk-staff-card__actions">
          <button
            type="button"
            className="sk-button"
            aria-label={t.activateAria(pkg.title)}
            onClick={() => setOpen(pkg)}
          >
            {t.activate}
          </button>
        </div>
      ) : null}
      {p.record ? <PackageRecord pkg={pkg} /> : null}
      {p.dialog ? (
        <ActivateDialog complexId={p.complexId} pkg={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
