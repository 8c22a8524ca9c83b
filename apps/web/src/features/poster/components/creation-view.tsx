import { Link } from 'react-router-dom';
import type { CreationSchedule, ScheduleDay } from '@sportkarta/contract/api/creations';
import { now } from '@sportkarta/contract/clock';
import { formatRub } from '@sportkarta/contract/config/formats';
import { dateInZone } from '@sportkarta/contract/zoned';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruPoster as t } from '@/i18n/ru-poster';
import { isApiError } from '@/lib/api-client';
import { mediaUrl } from '@/lib/media-url';
import { timeIn } from '@/lib/zoned-format';
import { EmptyState, LoadErrorState } from '@/ui/empty-state';
import { useSchedule } from '../api/get-schedule';
import { dayTitle, priceFromText } from '../model/format';
import { CreationCardsSkeleton } from './creation-card';
import './poster.css';

function Day({ day, zone, today }: { day: ScheduleDay; zone: string; today: string }) {
  const title = dayTitle(day.date, today);
  return (
    <li aria-labelledby={`sk-day-${day.date}`}>
      <h3 id={`sk-day-${day.date}`} className="sk-schedule__day-title">
        {title}
      </h3>
      <ul className="sk-schedule__sessions">
        {day.sessions.map((s) => (
          <li key={s.id} className="sk-schedule__session">
            <span className="sk-schedule__time">{timeIn(s.startsAt, zone)}</span>
            <span className="sk-schedule__price">
              {s.priceKopecks === 0
                ? formatRub(0, { free: true })
                : t.sessionPrice(formatRub(s.priceKopecks))}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Creation({ data }: { data: CreationSchedule }) {
  const c = data.creation;
  const today = dateInZone(now(), c.timeZone);
  const price = priceFromText(c.priceFromKopecks);
  return (
    <article className="sk-creation" aria-labelledby="sk-creation-title">
      <div className="sk-creation__media">
        <img src={mediaUrl(c.image)} alt={c.imageAlt} width={800} height={450} />
      </div>
      <div className="sk-creation__body">
        <div className="sk-creation__tags">
          <span className="sk-creation__tag">{t.kindOne[c.kind]}</span>
          <span className="sk-creation__tag">{c.ageRating}</span>
        </div>
        <h2 id="sk-creation-title" className="sk-creation__title">
          {c.title}
        </h2>
        <p className="sk-creation__text">{c.description}</p>
        <dl className="sk-creation__facts">
          <dt>{t.where}</dt>
          <dd>
            {c.venueName}, {c.address}
          </dd>
          {c.sportName ? (
            <>
              <dt>{t.sport}</dt>
              <dd>{c.sportName}</dd>
            </>
          ) : null}
          {price ? (
            <>
              <dt>{t.price}</dt>
              <dd>{price}</dd>
            </>
          ) : null}
        </dl>
        <h2 className="sk-schedule__title">{t.schedule}</h2>
        {data.days.length === 0 ? (
          <EmptyState title={t.noSessions} hint={t.noSessionsHint} />
        ) : (
          <ul className="sk-schedule" aria-label={t.scheduleLabel}>
            {data.days.map((day) => (
              <Day key={day.date} day={day} zone={c.timeZone} today={today} />
            ))}
          </ul>
        )}
        <Link className="sk-button sk-button--secondary sk-creation__back" to={paths.poster}>
          {t.toPoster}
        </Link>
      </div>
    </article>
  );
}

/** /tabs/main/poster/{id}: the creation, its description and the schedule by day. */
export function CreationView({ id }: { id: number }) {
  const q = useSchedule(id);
  if (id === 0 || (q.isError && isApiError(q.error) && q.error.status === 404))
    return (
      <EmptyState
        title={t.notFound}
        hint={t.notFoundHint}
        action={
          <Link className="sk-button" to={paths.poster}>
            {t.toPoster}
          </Link>
        }
      />
    );
  if (q.isError)
    return (
      <LoadErrorState
        title={t.loadError}
        message={isApiError(q.error) ? q.error.message : ''}
        retryLabel={t.retry}
        busy={q.isFetching}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.isPending) return <CreationCardsSkeleton count={1} />;
  return <Creation data={q.data} />;
}
