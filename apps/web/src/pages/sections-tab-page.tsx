import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshCatalogue } from '@/features/catalogue/api/refresh';
import { CatalogueView } from '@/features/catalogue/components/catalogue-view';
import { ruSections } from '@/i18n/ru-sections';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** spec §2.2 /tabs/places/{complexId}/serviceTypes/sections: the venue's sections tab. */
export default function SectionsTabPage() {
  const complexId = routeId(useParams<{ complexId: string }>().complexId);
  const refresh = useRefreshCatalogue();
  return (
    <PageShell
      title={ruSections.tabTitle}
      backHref={paths.serviceTypes(complexId)}
      onRefresh={refresh}
    >
      <CatalogueView complexId={complexId} initialTab="sections" />
    </PageShell>
  );
}
