import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshPoster } from '@/features/poster/api/get-creations';
import { CreationView } from '@/features/poster/components/creation-view';
import { ruPoster as t } from '@/i18n/ru-poster';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** /tabs/main/poster/{id} (our route, issue 14): a creation and its schedule by day. */
export default function CreationPage() {
  const id = routeId(useParams<{ id: string }>().id);
  const refresh = useRefreshPoster();
  return (
    <PageShell title={t.creationTitle} backHref={paths.poster} onRefresh={refresh}>
      <CreationView id={id} />
    </PageShell>
  );
}
