import { alertCircleOutline } from 'ionicons/icons';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn, timeIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useConflicts } from '../api/get-conflicts';
import '@/ui/staff-kit.css';

/** Check-ins admitted by an offline device that the server refused when they were synced. */
export function ConflictsList({ complexId, timeZone }: { complexId: number; timeZone: string }) {
  const q = useConflicts(complexId);
  if (q.isPending) return <ListSkeleton label={t.conflictsLoading} />;
  if (q.isError) return <QueryErrorState title={t.conflictsError} query={q} />;
  if (q.data.length === 0)
    return (
      <EmptyState title={t.conflictsEmpty} hint={t.conflictsEmptyHint} icon={alertCircleOutline} />
    );
  return (
    <ul className="sk-staff-list" aria-label={t.conflictsLabel}>
      {q.data.map((c) => (
        <li key={c.id} className="sk-staff-card">
          <div className="sk-staff-card__head">
            <h3 className="sk-staff-card__title">{c.title}</h3>
            <span className="sk-staff-badge sk-staff-badge--bad">{c.message}</span>
          </div>
          <p className="sk-staff-card__line">
            {c.holderName}
            {c.orderNumber !== null ? ` · ${t.auditOrder(c.orderNumber)}` : ''}
          </p>
          <p className="sk-staff-card__line">
            {t.conflictScanned(
              `${dateIn(c.scannedAt, timeZone)}, ${timeIn(c.scannedAt, timeZone)}`,
              c.staffName,
            )}
            {c.deviceId ? ` · ${t.auditDevice(c.deviceId)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
