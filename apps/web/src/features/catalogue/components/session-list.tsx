import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScheduledEvent, Session } from '@sportkarta/contract/api/catalogue';
import { formatRub } from '@sportkarta/contract/config/formats';
import { TIME_OF_DAY_BANDS, type TimeOfDayBand } from '@sportkarta/contract/enums-statuses';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { Countdown } from '@/ui/countdown';
import { SegmentTabs } from '@/ui/segment-tabs';
import { useNow } from '@/ui/use-now';
import { countText, timeIn } from './format';

const t = ruCommerce;

export interface SessionListProps {
  complexId: number;
  placeId: number;
  date: string;
  timeZone: string;
  events: readonly ScheduledEvent[];
}

/** The day's sessions in the morning / day / evening bands of spec §9. */
export function SessionList({ complexId, placeId, date, timeZone, events }: SessionListProps) {
  const rows = events.flatMap((e) => e.sessions.map((s) => ({ event: e, session: s })));
  const present = TIME_OF_DAY_BANDS.filter((b) => rows.some((r) => r.session.band === b));
  const [chosen, setBand] = useState<TimeOfDayBand | null>(null);
  // Open on the first band with a session still ahead (late in the day, not the morning's past).
  const upcoming = TIME_OF_DAY_BANDS.find((b) =>
    rows.some((r) => r.session.band === b && r.session.availability !== 'OVERDUE'),
  );
  const band = chosen && present.includes(chosen) ? chosen : (upcoming ?? present[0] ?? 'morning');
  const shown = rows
    .filter((r) => r.session.band === band)
    .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt));
  return (
    <div className="sk-sessions">
      <SegmentTabs
        label={t.bandsLabel}
        value={band}
        onChange={setBand}
        options={TIME_OF_DAY_BANDS.map((b) => ({
          value: b,
          label: t.bands[b],
          disabled: !present.includes(b),
        }))}
      />
      <ul className="sk-cat-list" aria-label={t.bands[band]}>
        {shown.map(({ event, session }) => (
          <li key={session.id}>
            <SessionRow
              event={event}
              session={session}
              timeZone={timeZone}
              href={paths.eventOrdering({ complexId, placeId, sessionId: session.id, date })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SessionRow({
  event,
  session,
  timeZone,
  href,
}: {
  event: ScheduledEvent;
  session: Session;
  timeZone: string;
  href: string;
}) {
  const opensAt = session.salesOpenAt ? new Date(session.salesOpenAt).getTime() : null;
  const now = useNow(opensAt);
  const notYet = opensAt !== null && opensAt > now;
  const over = session.availability === 'OVERDUE';
  const soldOut = session.availability === 'DEPLETED' || session.seatsLeft <= 0;
  const title = `${timeIn(session.startsAt, timeZone)} · ${event.name}`;
  return (
    <div className={`sk-cat-card sk-session${soldOut || over ? ' sk-session--off' : ''}`}>
      <div className="sk-session__main">
        <h3 className="sk-cat-card__title">{title}</h3>
        <p className="sk-cat-card__text">
          {t.minutes(event.durationMinutes)} · {formatRub(event.priceKopecks, { free: true })}
        </p>
        <p className="sk-cat-card__note">
          {over ? t.started : soldOut ? t.soldOut : countText(session.seatsLeft, t.seatsLeft)}
        </p>
      </div>
      {notYet && !soldOut && !over ? (
        <Countdown to={opensAt} label={t.salesOpenIn} />
      ) : soldOut || over ? null : (
        <Link className="sk-button" to={href} aria-label={`${t.buy}: ${title}`}>
          {t.buy}
        </Link>
      )}
    </div>
  );
}
