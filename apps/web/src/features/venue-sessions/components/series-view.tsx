import { useState } from 'react';
import { repeatOutline } from 'ionicons/icons';
import { now } from '@sportkarta/contract/clock';
import { formatRub } from '@sportkarta/contract/config/formats';
import type { SeriesEvent, SessionSeries } from '@sportkarta/contract/api/venue-series';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useSeriesList } from '../api/staff-series';
import { venueToday } from '../model/calendar-range';
import {
  formatDate,
  formatDates,
  formatTimes,
  formatWeekdays,
  seriesTitle,
} from '../model/series-draft';
import { CancelSeriesDialog, SkipDateDialog } from './series-dialogs';
import { ShiftDialog } from './series-shift-dialog';
import { SeriesForm } from './series-form';
import '@/ui/staff-kit.css';
import './session-calendar.css';
import './series.css';

type Action = { kind: 'skip' | 'shift' | 'cancel'; series: SessionSeries };

/**
 * Issue 25: the venue's weekly session series — each with its pattern, dates, seats, price and
 * sales; a new one (`catalogue.edit`), a date skipped or the time shifted (`catalogue.edit`),
 * the whole series cancelled (`sessions.cancel`). Actions a role's keys do not allow are not
 * shown (the server refuses them too).
 */
export function SeriesView({ role }: { role: StaffRole }) {
  const today = venueToday(now(), role.timeZone);
  const q = useSeriesList(role.complexId);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const canEdit = role.permissions.includes('catalogue.edit');
  const canCancel = role.permissions.includes('sessions.cancel');
  const list = q.data?.series ?? [];
  const events = q.data?.events ?? [];
  const of = (kind: Action['kind']) => (action?.kind === kind ? action.series : null);
  const close = () => setAction(null);

  if (creating && q.data)
    return (
      <SeriesForm
        complexId={role.complexId}
        today={today}
        events={events}
        onDone={() => setCreating(false)}
      />
    );

  return (
    <>
      {canEdit ? (
        <button
          type="button"
          className="sk-button"
          disabled={!q.data}
          onClick={() => setCreating(true)}
        >
          {t.add}
        </button>
      ) : null}
      {q.isPending ? (
        <ListSkeleton label={t.loading} />
      ) : q.isError ? (
        <QueryErrorState title={t.error} query={q} />
      ) : list.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} icon={repeatOutline} />
      ) : (
        <ul className="sk-staff-list" aria-label={t.listLabel}>
          {list.map((s) => (
            <SeriesCard
              key={s.id}
              series={s}
              event={events.find((e) => e.id === s.eventId)}
              canEdit={canEdit}
              canCancel={canCancel}
              onAction={(kind) => setAction({ kind, series: s })}
            />
          ))}
        </ul>
      )}
      <SkipDateDialog
        complexId={role.complexId}
        timeZone={role.timeZone}
        today={today}
        series={of('skip')}
        onClose={close}
      />
      <ShiftDialog
        complexId={role.complexId}
        timeZone={role.timeZone}
        series={of('shift')}
        onClose={close}
      />
      <CancelSeriesDialog complexId={role.complexId} series={of('cancel')} onClose={close} />
    </>
  );
}

function seriesBadge(s: SessionSeries) {
  if (s.canceled) return { text: t.canceled, className: 'sk-staff-badge sk-staff-badge--bad' };
  if (s.upcoming === 0) return { text: t.finished, className: 'sk-staff-badge' };
  return { text: t.upcomingBadge(s.upcoming), className: 'sk-staff-badge sk-staff-badge--ok' };
}

function SeriesCard(p: {
  series: SessionSeries;
  event?: SeriesEvent;
  canEdit: boolean;
  canCancel: boolean;
  onAction: (kind: Action['kind']) => void;
}) {
  const s = p.series;
  const title = seriesTitle(s, t.everyDay);
  const badge = seriesBadge(s);
  // A cancelled series or one with nothing ahead has nothing left to change.
  const open = !s.canceled && s.upcoming > 0;
  const button = (kind: Action['kind'], label: string, danger = false) => (
    <button
      type="button"
      className={`sk-button sk-button--secondary${danger ? ' sk-button--danger-text' : ''}`}
      aria-label={t.actionFor(label, title)}
      onClick={() => p.onAction(kind)}
    >
      {label}
    </button>
  );
  return (
    <li className={`sk-staff-card${s.canceled ? ' sk-series-card--canceled' : ''}`}>
      <span className="sk-staff-card__head">
        <span className="sk-staff-card__title">{s.eventName}</span>
        <span className={badge.className}>{badge.text}</span>
      </span>
      <span className="sk-staff-card__line">
        {formatWeekdays(s.weekdays, t.everyDay)} · {formatTimes(s.startTime, s.durationMinutes)}
      </span>
      <span className="sk-staff-card__line">{formatDates(s.startDate, s.endDate)}</span>
      <span className="sk-staff-card__line">
        {[p.event?.placeName, formatRub(s.priceKopecks, { free: true }), t.capacity(s.capacity)]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="sk-sessions-counts">
        <span>{t.sessions(s.sessions)}</span>
        <span>{t.upcoming(s.upcoming)}</span>
        <span>{t.sold(s.sold)}</span>
      </span>
      {s.exceptions.length > 0 ? (
        <span className="sk-staff-card__line">
          {t.skipped(s.exceptions.map(formatDate).join(', '))}
        </span>
      ) : null}
      {s.canceled && s.cancelReason ? (
        <span className="sk-staff-card__line">{t.canceledReason(s.cancelReason)}</span>
      ) : null}
      {open && (p.canEdit || p.canCancel) ? (
        <span className="sk-staff-card__actions">
          {p.canEdit ? button('skip', t.skip) : null}
          {p.canEdit ? button('shift', t.shift) : null}
          {p.canCancel ? button('cancel', t.cancel, true) : null}
        </span>
      ) : null}
    </li>
  );
}
