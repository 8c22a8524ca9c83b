import { IonSkeletonText } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useEvent } from '@/features/events/api/get-event';
import { ru } from '@/i18n/ru';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';
import { routeId } from './route-params';
import { eventValues, UserEventFormScreen } from './user-event-form-screen';

function EditForm({ id, meId }: { id: number; meId: string }) {
  const event = useEvent(id);
  if (event.isPending)
    return (
      <IonSkeletonText animated style={{ height: 320, margin: 16 }} aria-label={ru.app.loading} />
    );
  if (event.isError)
    return (
      <EmptyState
        title={isApiError(event.error) && event.error.status === 404 ? t.notFound : t.loadError}
        hint={isApiError(event.error) ? event.error.message : ru.errors.http}
      />
    );
  const place = event.data.places[0];
  // The server refuses anyone else too; the screen says so before they fill the form in.
  if (event.data.userEvent?.author.id !== meId || !place || event.data.userEvent.canceled)
    return <EmptyState title={t.notAuthor} hint={t.notAuthorHint} />;
  const values = eventValues(event.data);
  return <UserEventFormScreen complexId={place.id} eventId={id} initial={() => values} />;
}

/** /events/{id}/edit (our route, issue 14): the author changes the event; the registered are told. */
export default function UserEventEditPage() {
  const id = routeId(useParams<{ id: string }>().id);
  const { status, user } = useSession();
  return (
    <PageShell title={t.editTitle} backHref={paths.userEvent(id)}>
      {status === 'logged-out' ? (
        <AuthPlaceholder />
      ) : user ? (
        <EditForm id={id} meId={user.id} />
      ) : null}
    </PageShell>
  );
}
