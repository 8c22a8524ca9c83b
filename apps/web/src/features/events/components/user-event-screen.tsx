import { IonSkeletonText } from '@ionic/react';
import { ru } from '@/i18n/ru';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { useEvent } from '../api/get-event';
import { useRegistrationData } from '../api/get-registration-data';
import { UserEventActions } from './user-event-actions';
import { Participants, UserEventDetails } from './user-event-details';
import './user-events.css';

function Skeleton() {
  return (
    <div className="sk-ue" aria-busy="true" aria-label={ru.app.loading}>
      <IonSkeletonText animated style={{ width: '40%', height: 14 }} />
      <IonSkeletonText animated style={{ width: '85%', height: 26 }} />
      <IonSkeletonText animated style={{ width: '100%', height: 90 }} />
    </div>
  );
}

/**
 * /events/{id}: a person's event (or a venue's, opened by a link) with its places, and what I
 * can do — register, unregister, or as its author change or cancel it.
 */
export function UserEventScreen({ id, meId }: { id: number; meId: string | null }) {
  const event = useEvent(id);
  const signedIn = meId !== null;
  const isUserEvent = !!event.data?.userEvent;
  const data = useRegistrationData(id, signedIn && isUserEvent);
  if (event.isPending) return <Skeleton />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404)
      return <EmptyState title={t.notFound} hint={t.notFoundHint} />;
    return (
      <EmptyState
        title={t.loadError}
        hint={isApiError(event.error) ? event.error.message : ru.errors.http}
        action={
          <button type="button" className="sk-button" onClick={() => void event.refetch()}>
            {t.retry}
          </button>
        }
      />
    );
  }
  const people = data.data?.participants;
  return (
    <div className="sk-ue-screen">
      <UserEventDetails event={event.data} data={data.data} meId={meId} />
      {isUserEvent ? (
        <UserEventActions event={event.data} data={data.data} signedIn={signedIn} />
      ) : null}
      {people ? <Participants people={people} meId={meId} /> : null}
    </div>
  );
}
