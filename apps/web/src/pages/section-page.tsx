import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshCatalogue } from '@/features/catalogue/api/refresh';
import { SectionView } from '@/features/sections/components/section-view';
import { ruSections } from '@/i18n/ru-sections';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** spec §2.2 /tabs/places/{placeId}/sections/{id}: one section of the venue. */
export default function SectionPage() {
  const params = useParams<{ complexId: string; sectionId: string }>();
  const complexId = routeId(params.complexId);
  const refresh = useRefreshCatalogue();
  return (
    <PageShell
      title={ruSections.sectionTitle}
      backHref={paths.sections(complexId)}
      onRefresh={refresh}
    >
      <SectionView complexId={complexId} sectionId={routeId(params.sectionId)} />
    </PageShell>
  );
}
