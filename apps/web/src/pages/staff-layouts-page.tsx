import { paths } from '@sportkarta/contract/routes/paths';
import { staffLayoutsKey } from '@/features/venue-layouts/api/staff-layouts';
import { LayoutScreen } from '@/features/venue-layouts/components/layout-screen';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';

/** Issue 25 (`new-services-sections-packages`; `catalogue.edit`): places' layouts and products. */
export default function StaffLayoutsPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffLayoutsKey}
      permission="catalogue.edit"
      flags={['new-services-sections-packages']}
    >
      {(r) => <LayoutScreen role={r} />}
    </StaffPage>
  );
}
