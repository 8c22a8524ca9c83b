import { paths } from '@sportkarta/contract/routes/paths';
import { staffCatalogueKey } from '@/features/venue-catalogue/api/staff-catalogue';
import { CatalogueScreen } from '@/features/venue-catalogue/components/catalogue-screen';
import { PlacesDictionary } from '@/features/venue-places/components/places-dictionary';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { useFlag } from '@/lib/flags';

/**
 * Issue 25 (`new-services-sections-packages`; `catalogue.edit`): the venue's catalogue; with
 * `dictionaries-tab` its «Справочники» tab keeps the venue's places.
 */
export default function StaffCataloguePage() {
  const dictionaries = useFlag('dictionaries-tab');
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffCatalogueKey}
      permission="catalogue.edit"
      flags={['new-services-sections-packages']}
    >
      {(r) => (
        <CatalogueScreen
          role={r}
          dictionaries={dictionaries ? <PlacesDictionary complexId={r.complexId} /> : undefined}
        />
      )}
    </StaffPage>
  );
}
