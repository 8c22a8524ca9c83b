import { IonIcon } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { IonRouterLink } from '@/ui/ionic/router-link';
import { arrowBackOutline, closeOutline } from 'ionicons/icons';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { ruUserEvents } from '@/i18n/ru-user-events';
import { formatEventPrice, formatEventTime } from '../lib/format-event';
import { clearEventSelection, selectEvent, useEventsSelection } from '../model/events-state';
import './events.css';

const t = ruDiscoveryMap;

function EventDetails({ event }: { event: SportEvent }) {
  const place = event.places[0];
  // Issue 14: a person's game shows its organiser and places, and opens its own screen.
  const info = event.userEvent;
  return (
    <article className="sk-event" aria-labelledby={`event-${event.id}`}>
      <p className="sk-event__kind">{info ? ruUserEvents.kind : t.eventKinds[event.kind]}</p>
      <h2 id={`event-${event.id}`} className="sk-event__name">
        {event.name}
      </h2>
      <dl className="sk-event__facts">
        <dt>{t.eventTime}</dt>
        <dd>{formatEventTime(event)}</dd>
        {place ? (
          <>
            <dt>{t.eventPlace}</dt>
            <dd>
              <IonRouterLink className="sk-event__place" routerLink={paths.place(place.id)}>
                {place.name}
              </IonRouterLink>
              <span className="sk-event__address">{place.address}</span>
            </dd>
          </>
        ) : null}
        <dt>{t.eventPrice}</dt>
        <dd className="sk-event__price">{formatEventPrice(event.price)}</dd>
        {info ? (
          <>
            <dt>{ruUserEvents.organiser}</dt>
            <dd>{info.author.firstName ?? ruUserEvents.noName}</dd>
            <dt>{ruUserEvents.capacity}</dt>
            <dd className="sk-event__price">
              {ruUserEvents.placesLeft(Math.max(0, info.capacity - info.taken), info.capacity)}
            </dd>
          </>
        ) : null}
      </dl>
      {event.description ? <p className="sk-event__description">{event.description}</p> : null}
      {info ? (
        <IonRouterLink className="sk-event__more" routerLink={paths.userEvent(event.id)}>
          {ruUserEvents.openEvent}
        </IonRouterLink>
      ) : null}
    </article>
  );
}

/**
 * The card of a tapped event marker (spec §3 selectedMarkers / selectedEvent): the event
 * itself, or the list of a place's events to choose from.
 */
export function EventCard({ events }: { events: readonly SportEvent[] }) {
  const { selectedMarkers, selectedEvent } = useEventsSelection();
  if (!selectedMarkers.length) return null;
  const byId = new Map(events.map((e) => [e.id, e]));
  const current = selectedEvent === null ? undefined : byId.get(selectedEvent);
  const atMarker = selectedMarkers
    .map((id) => byId.get(id))
    .filter((e): e is SportEvent => e !== undefined);
  if (!current && !atMarker.length) return null;

  return (
    <section className="sk-map-card sk-event-card" aria-label={current?.name ?? t.eventsAtPlace}>
      <IonButton
        className="sk-map-card__close"
        fill="clear"
        color="medium"
        aria-label={t.close}
        onClick={clearEventSelection}
      >
        <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
      </IonButton>
      {current ? (
        <>
          {atMarker.length > 1 ? (
            <IonButton size="small" fill="clear" onClick={() => selectEvent(null)}>
              <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
              {t.backToEvents}
            </IonButton>
          ) : null}
          <EventDetails event={current} />
        </>
      ) : (
        <>
          <h2 className="sk-event-card__title">{t.eventsAtPlace}</h2>
          <ul className="sk-event-card__list">
            {atMarker.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  className="sk-event-card__item"
                  onClick={() => selectEvent(event.id)}
                >
                  <span className="sk-event-card__item-name">{event.name}</span>
                  <span className="sk-event-card__item-time">{formatEventTime(event)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
