import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { eventQueryKey } from '@/features/events/api/get-event';
import { UserEventScreen } from '@/features/events/components/user-event-screen';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { useSession } from '@/lib/session';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';

/** /events/{id} (our route, issue 14): an event with its places, registration and the author's actions. */
export default function UserEventPage() {
  const id = routeId(useParams<{ id: string }>().id);
  const { user } = useSession();
  const client = useQueryClient();
  return (
    <PageShell
      title={t.eventTitle}
      backHref={paths.places}
      onRefresh={() => client.invalidateQueries({ queryKey: eventQueryKey(id) })}
    >
      <UserEventScreen id={id} meId={user?.id ?? null} />
    </PageShell>
  );
}
