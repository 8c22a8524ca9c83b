import { useState } from 'react';
import { calendarOutline } from 'ionicons/icons';
import { now } from '@sportkarta/contract/clock';
import { formatRub } from '@sportkarta/contract/config/formats';
import {
  CancelSessionRequestSchema,
  type VenueSession,
} from '@sportkarta/contract/api/venue-sessions';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenueSessions as t } from '@/i18n/ru-venue-sessions';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { RangeNav } from '@/ui/range-nav';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useCancelSession, useSessionCalendar } from '../api/staff-sessions';
import { useLiveCalendar } from '../api/use-live-calendar';
import {
  daysOf,
  formatDay,
  formatHours,
  rangeOf,
  step,
  venueToday,
  type CalendarView,
} from '../model/calendar-range';
import { SessionParts } from './session-parts';
import '@/ui/staff-kit.css';
import './session-calendar.css';

/**
 * Issue 25: the venue's sessions of a day or a week, each with its seats, sales, holds and
 * check-ins; live through the visitors' seats channel. With `sessions.cancel` a session can be
 * cancelled with a reason the buyers read.
 */
export function SessionCalendar({ role }: { role: StaffRole }) {
  const at = now();
  const today = venueToday(at, role.timeZone);
  const [view, setView] = useState<CalendarView>('day');
  const [day, setDay] = useState(today);
  const [canceling, setCanceling] = useState<VenueSession | null>(null);
  const range = rangeOf(view, day);
  const q = useSessionCalendar(role.complexId, range.from, range.to);
  const sessions = q.data?.sessions ?? [];
  const live = useLiveCalendar(
    role.complexId,
    sessions.filter((s) => !s.canceled).map((s) => s.id),
  );
  const canCancel = role.permissions.includes('sessions.cancel');
  const week = view === 'week';
  const rangeTitle = week
    ? `${formatDay(range.from)} — ${formatDay(range.to)}`
    : formatDay(range.from);

  return (
    <div className="sk-staff">
      <div className="sk-sessions-bar" role="group" aria-label={t.viewLabel}>
        {(['day', 'week'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`sk-sessions-toggle${view === v ? ' sk-sessions-toggle--on' : ''}`}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'day' ? t.day : t.week}
          </button>
        ))}
      </div>
      <RangeNav
        title={rangeTitle}
        previousLabel={week ? t.previousWeek : t.previousDay}
        nextLabel={week ? t.nextWeek : t.nextDay}
        onStep={(by) => setDay(step(view, day, by))}
        today={day !== today ? { label: t.today, onClick: () => setDay(today) } : undefined}
      />
      {q.isPending ? (
        <ListSkeleton label={t.loading} />
      ) : q.isError ? (
        <QueryErrorState title={t.error} query={q} />
      ) : sessions.length === 0 ? (
        <EmptyState title={t.empty} hint={week ? t.emptyWeek : t.emptyDay} icon={calendarOutline} />
      ) : (
        <>
          {live ? <p className="sk-staff-note">{t.live}</p> : null}
          {daysOf(range).map((d) => {
            const ofDay = sessions.filter((s) => s.date === d);
            if (ofDay.length === 0) return null;
            return (
              <section key={d} aria-label={formatDay(d)}>
                {week ? <h3 className="sk-staff-h">{formatDay(d)}</h3> : null}
                <ul className="sk-staff-list" aria-label={`${t.listLabel}: ${formatDay(d)}`}>
                  {ofDay.map((s) => (
                    <SessionCard
                      key={s.id}
                      session={s}
                      timeZone={role.timeZone}
                      now={at}
                      onCancel={
                        // A started (or past) session cannot be cancelled: the server refuses too.
                        canCancel && !s.canceled && !hasStarted(s, at)
                          ? () => setCanceling(s)
                          : undefined
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      <CancelDialog
        complexId={role.complexId}
        timeZone={role.timeZone}
        session={canceling}
        onClose={() => setCanceling(null)}
      />
    </div>
  );
}

const hasStarted = (s: VenueSession, at: Date) => Date.parse(s.startsAt) <= at.getTime();

/** The card's badge: cancelled, over (neutral), on now, or the seats still free (or none). */
function sessionBadge(s: VenueSession, at: Date): { text: string; className: string } {
  const badge = (text: string, tone?: 'bad' | 'wait' | 'ok') => ({
    text,
    className: `sk-staff-badge${tone ? ` sk-staff-badge--${tone}` : ''}`,
  });
  if (s.canceled) return badge(t.canceled, 'bad');
  if (Date.parse(s.endsAt) <= at.getTime()) return badge(t.over);
  if (hasStarted(s, at)) return badge(t.onNow, 'wait');
  const free = Math.max(0, s.capacity - s.sold - s.held);
  return free > 0 ? badge(t.free(free), 'ok') : badge(t.soldOut, 'wait');
}

function SessionCard(p: {
  session: VenueSession;
  timeZone: string;
  now: Date;
  onCancel?: () => void;
}) {
  const s = p.session;
  const badge = sessionBadge(s, p.now);
  const title = `${formatHours(s.startsAt, s.endsAt, p.timeZone)} · ${s.eventName}`;
  return (
    <li className={`sk-staff-card${s.canceled ? ' sk-sessions-card--canceled' : ''}`}>
      <span className="sk-staff-card__head">
        <span className="sk-staff-card__title">{title}</span>
        <span className={badge.className}>{badge.text}</span>
      </span>
      <span className="sk-staff-card__line">
        {[s.placeName, formatRub(s.priceKopecks, { free: true })].filter(Boolean).join(' · ')}
      </span>
      <span className="sk-sessions-counts">
        <span>{t.capacity(s.capacity)}</span>
        <span>{t.sold(s.sold)}</span>
        <span>{t.held(s.held)}</span>
        <span>{t.checkedIn(s.checkedIn)}</span>
      </span>
      {s.parts?.length ? <SessionParts session={s} title={title} /> : null}
      {s.canceled && s.cancelReason ? (
        <span className="sk-staff-card__line">{t.canceledReason(s.cancelReason)}</span>
      ) : null}
      {p.onCancel ? (
        <span className="sk-staff-card__actions">
          <button
            type="button"
            className="sk-button sk-button--secondary sk-button--danger-text"
            aria-label={t.cancelFor(title)}
            onClick={p.onCancel}
          >
            {t.cancel}
          </button>
        </span>
      ) : null}
    </li>
  );
}

function CancelDialog(p: {
  complexId: number;
  timeZone: string;
  session: VenueSession | null;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSession(p.complexId);
  const s = p.session;
  const close = () => {
    setError(null);
    p.onClose();
  };
  const send = (reason: string) => {
    if (!s) return;
    const body = CancelSessionRequestSchema.safeParse({ reason });
    if (!body.success) return setError(body.error.issues[0]?.message ?? '');
    setError(null);
    cancel.mutate(
      { sessionId: s.id, body: body.data },
      {
        onSuccess: (done) => {
          showToast({ type: 'success', message: t.cancelDone(done.refunds, done.notified) });
          close();
        },
        onError: (e) => setError(isApiError(e) ? e.message : String(e)),
      },
    );
  };
  return (
    <ReasonDialog
      open={s !== null}
      title={t.cancelTitle}
      text={
        s
          ? t.cancelText(
              s.eventName,
              `${formatDay(s.date)}, ${formatHours(s.startsAt, s.endsAt, p.timeZone)}`,
              s.sold,
              s.priceKopecks === 0,
            )
          : undefined
      }
      label={t.cancelReasonLabel}
      confirmLabel={t.cancelConfirm}
      busyLabel={t.cancelSending}
      busy={cancel.isPending}
      error={error}
      danger
      onConfirm={send}
      onClose={close}
    />
  );
}
