import { paths } from '@sportkarta/contract/routes/paths';
import { staffPlacesKey } from '@/features/venue-places/api/staff-places';
import { SportsScreen } from '@/features/venue-places/components/sports-screen';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenuePlaces as t } from '@/i18n/ru-venue-places';

/** Issue 25 (`sports-page`; `catalogue.edit`): the venue's sports and its places'. */
export default function StaffSportsPage() {
  return (
    <StaffPage
      title={t.sportsTitle}
      backHref={paths.staffHome}
      refreshKey={staffPlacesKey}
      permission="catalogue.edit"
      flags={['sports-page']}
    >
      {(r) => <SportsScreen role={r} />}
    </StaffPage>
  );
}
