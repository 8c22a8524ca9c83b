import type { FriendPerson } from '@sportkarta/contract/api/friends';
import { formatLongDate, toApiDate } from '@sportkarta/contract/config/formats';
import type { ReactNode } from 'react';
import { mediaUrl } from '@/lib/media-url';
import { initials, personName } from '../model/person-name';
import './friends.css';

/** «14 октября 2026», the person's own calendar day of an instant. */
export const dayOf = (iso: string): string => formatLongDate(toApiDate(new Date(iso)));

/**
 * A person's photo, or their initials on a tint. Decorative: the name stands beside it, so a
 * screen reader does not hear it twice.
 */
export function PersonPhoto({
  person,
  size = 48,
}: {
  person: Pick<FriendPerson, 'firstName' | 'lastName' | 'photo'>;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.38 };
  return person.photo ? (
    <img
      className="sk-friend__photo"
      src={mediaUrl(person.photo)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span className="sk-friend__photo sk-friend__photo--initials" style={style} aria-hidden="true">
      {initials(person) || '?'}
    </span>
  );
}

/** One person in a list: photo, name, a line about them, and the buttons for them. */
export function PersonRow({
  person,
  detail,
  children,
}: {
  person: FriendPerson;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <li className="sk-friend">
      <PersonPhoto person={person} />
      <div className="sk-friend__text">
        <h3 className="sk-friend__name">{personName(person)}</h3>
        {detail ? <p className="sk-friend__detail">{detail}</p> : null}
      </div>
      {children ? <div className="sk-friend__actions">{children}</div> : null}
    </li>
  );
}
