import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshCatalogue } from '@/features/catalogue/api/refresh';
import { PlaceSchedule } from '@/features/catalogue/components/place-schedule';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/**
 * spec §2.2 /tabs/places/{complexId}/serviceTypes/services/{placeId} (and /tabs/places/{placeId}/services):
 * the calendar, the day's sessions by band and the services of one place.
 */
export default function PlaceServicesPage() {
  const params = useParams<{ complexId?: string; placeId: string }>();
  const complexId = routeId(params.complexId);
  const placeId = routeId(params.placeId);
  const refresh = useRefreshCatalogue();
  return (
    <PageShell
      title={ruCommerce.scheduleTitle}
      backHref={complexId ? paths.serviceTypes(complexId) : paths.places}
      onRefresh={refresh}
    >
      <PlaceSchedule complexId={complexId} placeId={placeId} />
    </PageShell>
  );
}
