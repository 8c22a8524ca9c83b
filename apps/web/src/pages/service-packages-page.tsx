import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshCatalogue } from '@/features/catalogue/api/refresh';
import { CatalogueView } from '@/features/catalogue/components/catalogue-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** spec §2.2 /tabs/places/{complexId}/serviceTypes/service-packages: the packages tab. */
export default function ServicePackagesPage() {
  const complexId = routeId(useParams<{ complexId: string }>().complexId);
  const refresh = useRefreshCatalogue();
  return (
    <PageShell
      title={ruCommerce.packagesTitle}
      backHref={paths.serviceTypes(complexId)}
      onRefresh={refresh}
    >
      <CatalogueView complexId={complexId} initialTab="service-packages" />
    </PageShell>
  );
}
