import { paths } from '@sportkarta/contract/routes/paths';
import { staffPoliciesKey } from '@/features/venue-policies/api/staff-policies';
import { PoliciesEditor } from '@/features/venue-policies/components/policies-editor';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenuePolicies as t } from '@/i18n/ru-venue-policies';

/** Issue 25 (`new-settings-page`; `policies.manage`): visit and refund rules, versioned PDFs. */
export default function StaffPoliciesPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffPoliciesKey}
      permission="policies.manage"
      flags={['new-settings-page']}
    >
      {(r) => <PoliciesEditor role={r} />}
    </StaffPage>
  );
}
