import { paths } from '@sportkarta/contract/routes/paths';
import { staffCatalogueKey } from '@/features/venue-catalogue/api/staff-catalogue';
import { CatalogueScreen } from '@/features/venue-catalogue/components/catalogue-screen';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';

/** Issue 25 (`new-services-sections-packages`; `catalogue.edit`): the venue's catalogue. */
export default function StaffCataloguePage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffCatalogueKey}
      permission="catalogue.edit"
      flags={['new-services-sections-packages']}
    >
      {(r) => <CatalogueScreen role={r} />}
    </StaffPage>
  );
}
