import { paths } from '@sportkarta/contract/routes/paths';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { PageShell } from '@/ui/page-shell';
import { useNumberParams } from './route-params';
import { newEventValues, UserEventFormScreen, VenueMissing } from './user-event-form-screen';

/** /events/new?complexId= (our route, issue 14): a new game or training at the venue. */
export default function UserEventNewPage() {
  const { complexId } = useNumberParams('complexId');
  const { status } = useSession();
  return (
    <PageShell title={t.newTitle} backHref={complexId ? paths.place(complexId) : paths.places}>
      {status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : status !== 'logged-in' ? null : complexId ? (
        <UserEventFormScreen complexId={complexId} initial={newEventValues} />
      ) : (
        <VenueMissing />
      )}
    </PageShell>
  );
}
