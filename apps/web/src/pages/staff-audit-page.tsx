import { paths } from '@sportkarta/contract/routes/paths';
import { auditKey } from '@/features/venue-audit/api/get-audit';
import { AuditView } from '@/features/venue-audit/components/audit-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { useFlag } from '@/lib/flags';

/** Issue 24 (`audit-page`, its filters behind `audit-filters-page`; `audit.read`). */
export default function StaffAuditPage() {
  const filtersOn = useFlag('audit-filters-page');
  return (
    <StaffPage
      title={t.auditTitle}
      backHref={paths.staffHome}
      refreshKey={auditKey}
      permission="audit.read"
      flags={['audit-page']}
    >
      {(r) => <AuditView complexId={r.complexId} timeZone={r.timeZone} filtersOn={filtersOn} />}
    </StaffPage>
  );
}
