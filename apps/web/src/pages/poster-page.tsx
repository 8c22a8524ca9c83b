import { paths } from '@sportkarta/contract/routes/paths';
import { useRefreshPoster } from '@/features/poster/api/get-creations';
import { PosterView } from '@/features/poster/components/poster-view';
import { ruPoster as t } from '@/i18n/ru-poster';
import { PageShell } from '@/ui/page-shell';

/** /tabs/main/poster (our route, issue 14): the city's poster. */
export default function PosterPage() {
  const refresh = useRefreshPoster();
  return (
    <PageShell title={t.title} backHref={paths.main} onRefresh={refresh}>
      <PosterView />
    </PageShell>
  );
}
