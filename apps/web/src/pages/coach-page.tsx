import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { CoachView } from '@/features/sections/components/coach-view';
import { ruSections } from '@/i18n/ru-sections';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** spec §2.2 /coaches/coach/{id}. */
export default function CoachPage() {
  const id = routeId(useParams<{ id: string }>().id);
  return (
    <PageShell title={ruSections.coachTitle} backHref={paths.places}>
      <CoachView id={id} />
    </PageShell>
  );
}
