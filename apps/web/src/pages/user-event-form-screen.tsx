import { IonSkeletonText, useIonRouter } from '@ionic/react';
import { Link } from 'react-router-dom';
import { addDays, dateInZone, zonedParts } from '@sportkarta/contract/zoned';
import { now } from '@sportkarta/contract/clock';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { paths } from '@sportkarta/contract/routes/paths';
import { useSaveEvent } from '@/features/events/api/save-event';
import { UserEventForm, type UserEventValues } from '@/features/events/components/user-event-form';
import { usePlace } from '@/features/place-details/api/get-place';
import { useSportTypes } from '@/features/places/api/get-sport-types';
import { ru } from '@/i18n/ru';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { showToast } from '@/ui/toast/toast-bus';

const hhmm = (at: Date, zone: string) => {
  const p = zonedParts(at, zone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

/** A new game: tomorrow evening at the venue, for anyone, ten places. */
export function newEventValues(timeZone: string, sports: readonly number[]): UserEventValues {
  return {
    name: '',
    description: '',
    sportTypeId: sports.length === 1 ? sports[0]! : Number.NaN,
    date: addDays(dateInZone(now(), timeZone), 1),
    startTime: '19:00',
    endTime: '21:00',
    capacity: 10,
    audience: 'ANYONE',
  };
}

/** The event's own values on its venue's clock, for the edit form. */
export function eventValues(e: SportEvent): UserEventValues {
  const start = new Date(e.startsAt);
  return {
    name: e.name,
    description: e.description,
    sportTypeId: e.sportType?.id ?? Number.NaN,
    date: dateInZone(start, e.timeZone),
    startTime: hhmm(start, e.timeZone),
    endTime: hhmm(new Date(e.endsAt), e.timeZone),
    capacity: e.userEvent?.capacity ?? 10,
    audience: e.userEvent?.audience ?? 'ANYONE',
  };
}

export function VenueMissing() {
  return (
    <EmptyState
      title={t.venueMissing}
      hint={t.venueMissingHint}
      action={
        <Link className="sk-button" to={paths.places}>
          {t.toPlaces}
        </Link>
      }
    />
  );
}

/**
 * The form of /events/new and /events/{id}/edit at a venue: its sports (all sports when it
 * names none) and its time zone; saving goes to the event's screen.
 */
export function UserEventFormScreen({
  complexId,
  eventId,
  initial,
}: {
  complexId: number;
  /** Absent: a new event. */
  eventId?: number;
  initial: (timeZone: string, sports: readonly number[]) => UserEventValues;
}) {
  const place = usePlace(complexId);
  const allSports = useSportTypes();
  const save = useSaveEvent();
  const router = useIonRouter();
  if (place.isError && isApiError(place.error) && place.error.status === 404)
    return <VenueMissing />;
  if (place.isError)
    return (
      <EmptyState
        title={t.loadError}
        hint={isApiError(place.error) ? place.error.message : ru.errors.http}
      />
    );
  if (place.isPending || allSports.isPending)
    return (
      <IonSkeletonText animated style={{ height: 320, margin: 16 }} aria-label={ru.app.loading} />
    );
  const sports = place.data.sportTypes.length > 0 ? place.data.sportTypes : (allSports.data ?? []);
  const onSubmit = (values: UserEventValues) =>
    save.mutate(eventId ? { ...values, eventId, complexId } : { ...values, complexId }, {
      onSuccess: (event) => {
        showToast({ type: 'success', message: eventId ? t.saved : t.created });
        router.push(paths.userEvent(event.id), eventId ? 'back' : 'forward', 'replace');
      },
      onError: (error) =>
        showToast({ type: 'error', message: isApiError(error) ? error.message : String(error) }),
    });
  return (
    <UserEventForm
      venueName={place.data.name}
      timeZone={place.data.timeZone}
      sports={sports}
      initial={initial(
        place.data.timeZone,
        place.data.sportTypes.map((s) => s.id),
      )}
      submitLabel={eventId ? t.save : t.create}
      busyLabel={eventId ? t.saving : t.creating}
      busy={save.isPending}
      onSubmit={onSubmit}
    />
  );
}
