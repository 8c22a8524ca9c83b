import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { useVenueCatalogue } from '@/features/venue-catalogue/api/staff-catalogue';
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
      {(r) => <LayoutWithEvents role={r} />}
    </StaffPage>
  );
}

/** The layout editor with the venue's events (the catalogue's), for their products. */
function LayoutWithEvents({ role }: { role: StaffRole }) {
  const catalogue = useVenueCatalogue(role.complexId);
  return <LayoutScreen role={role} events={catalogue.data?.events} />;
}
