import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshCatalogue } from '@/features/catalogue/api/refresh';
import { CatalogueView } from '@/features/catalogue/components/catalogue-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** spec §2.2 /tabs/places/{complexId}/serviceTypes: a venue's services and packages. */
export default function ServiceTypesPage() {
  const complexId = routeId(useParams<{ complexId: string }>().complexId);
  const refresh = useRefreshCatalogue();
  return (
    <PageShell
      title={ruCommerce.catalogueTitle}
      backHref={paths.place(complexId)}
      onRefresh={refresh}
    >
      <CatalogueView complexId={complexId} />
    </PageShell>
  );
}
