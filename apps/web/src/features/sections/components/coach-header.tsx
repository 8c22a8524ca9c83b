import { Link } from 'react-router-dom';
import type { Coach } from '@sportkarta/contract/api/sections';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSections } from '@/i18n/ru-sections';
import { mediaUrl } from '@/lib/media-url';
import { coachName, coachStatusText } from '../model/format';

/** spec §3: a coach as name plus status, with their photo; links to the coach's screen. */
export function CoachHeader({ coach, link = true }: { coach: Coach; link?: boolean }) {
  const name = coachName(coach);
  const photo = coach.photos[0];
  const body = (
    <>
      {photo ? (
        <img
          className="sk-sec-coach__photo"
          src={mediaUrl(photo)}
          alt={ruSections.coachPhotoAlt(name)}
          width={48}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className="sk-sec-coach__photo sk-sec-coach__photo--none" aria-hidden="true">
          {coach.lastName.slice(0, 1)}
        </span>
      )}
      <span className="sk-sec-coach__text">
        <span className="sk-sec-coach__name">{name}</span>
        <span className="sk-sec-coach__status">{coachStatusText(coach)}</span>
      </span>
    </>
  );
  return link ? (
    <Link className="sk-sec-coach sk-sec-coach--link" to={paths.coach(coach.id)}>
      {body}
    </Link>
  ) : (
    <div className="sk-sec-coach">{body}</div>
  );
}
