import { Link } from 'react-router-dom';
import type { EventPerson, SportEvent } from '@sportkarta/contract/api/events';
import type { RegistrationData } from '@sportkarta/contract/api/user-events';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { mediaUrl } from '@/lib/media-url';
import { formatEventTime } from '../lib/format-event';
import './events.css';
import './user-events.css';
import '@/ui/field.css';

/** A round photo or the first letter: people beside an event show only a name and a photo. */
export function PersonChip({ person, you }: { person: EventPerson; you?: boolean }) {
  const name = person.firstName ?? t.noName;
  return (
    <span className="sk-ue-person">
      {person.photo ? (
        <img
          className="sk-ue-person__photo"
          src={mediaUrl(person.photo)}
          alt=""
          width={32}
          height={32}
        />
      ) : (
        <span className="sk-ue-person__photo sk-ue-person__photo--empty" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <span>
        {name}
        {you ? ` (${t.you})` : ''}
      </span>
    </span>
  );
}

/** What, when, where, who organises, the places — the top of the event screen. */
export function UserEventDetails({
  event,
  data,
  meId,
}: {
  event: SportEvent;
  data: RegistrationData | undefined;
  meId: string | null;
}) {
  const info = event.userEvent;
  const place = event.places[0];
  const capacity = data?.capacity ?? info?.capacity ?? 0;
  const left = data?.left ?? Math.max(0, capacity - (info?.taken ?? 0));
  return (
    <article className="sk-ue" aria-labelledby="sk-ue-name">
      <p className="sk-event__kind">
        {t.kind}
        {event.sportType ? ` · ${event.sportType.name}` : ''}
      </p>
      <h1 id="sk-ue-name" className="sk-ue__name">
        {event.name}
      </h1>
      <dl className="sk-event__facts sk-ue__facts">
        <dt>{t.when}</dt>
        <dd>{formatEventTime(event)}</dd>
        {place ? (
          <>
            <dt>{t.where}</dt>
            <dd>
              <Link className="sk-event__place" to={paths.place(place.id)}>
                {place.name}
              </Link>
              <span className="sk-event__address">{place.address}</span>
            </dd>
          </>
        ) : null}
        {info ? (
          <>
            <dt>{t.organiser}</dt>
            <dd>
              <PersonChip person={info.author} you={info.author.id === meId} />
            </dd>
            <dt>{t.capacity}</dt>
            <dd className="sk-ue__places">{t.placesLeft(left, capacity)}</dd>
            <dt>{t.audience}</dt>
            <dd>{info.audience === 'FRIENDS_ONLY' ? t.forFriends : t.forAnyone}</dd>
          </>
        ) : null}
      </dl>
      {event.description ? <p className="sk-ue__description">{event.description}</p> : null}
    </article>
  );
}

/** The registered people, for the author and the registered (the server sends null to others). */
export function Participants({
  people,
  meId,
}: {
  people: readonly EventPerson[];
  meId: string | null;
}) {
  return (
    <section className="sk-ue__participants" aria-labelledby="sk-ue-participants">
      <h2 id="sk-ue-participants" className="sk-ue__subtitle">
        {t.participants}
        {people.length > 0 ? ` · ${t.participantsCount(people.length)}` : ''}
      </h2>
      {people.length === 0 ? (
        <p className="sk-field__hint">{t.noParticipants}</p>
      ) : (
        <ul className="sk-ue__people">
          {people.map((p) => (
            <li key={p.id}>
              <PersonChip person={p} you={p.id === meId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
