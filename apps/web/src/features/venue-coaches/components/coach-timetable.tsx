import { useState } from 'react';
import { calendarOutline } from 'ionicons/icons';
import { now } from '@sportkarta/contract/clock';
import type { TimetableLesson } from '@sportkarta/contract/api/venue-coaches';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { QueryErrorState } from '@/lib/query-error-state';
import { dayOf } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { RangeNav } from '@/ui/range-nav';
import { useTimetable } from '../api/staff-coaches';
import { actionOf, byDay, weekFrom, weekTitle } from '../model/week';
import { CancelSubstitutionDialog } from './cancel-substitution-dialog';
import { SubstituteDialog } from './substitute-dialog';
import '@/ui/staff-kit.css';
import './coaches.css';

/**
 * Issue 25: a coach's lessons of a week, day by day in the venue's zone, with the substitutions
 * marked. With `catalogue.edit` a lesson not yet past can be given to another coach of the
 * venue, or a substitution cancelled; the families are told by the server.
 */
export function CoachTimetable(p: {
  role: StaffRole;
  coachId: number;
  /** Any day of the week shown (the address's `?week=`); this week without it. */
  week: string | null;
  onWeek: (day: string | null) => void;
}) {
  const today = dateInZone(now(), p.role.timeZone);
  const week = weekFrom(p.week, today);
  const q = useTimetable(p.role.complexId, p.coachId, week.from, week.to);
  const canEdit = p.role.permissions.includes('catalogue.edit');
  const [substituting, setSubstituting] = useState<TimetableLesson | null>(null);
  const [canceling, setCanceling] = useState<TimetableLesson | null>(null);
  const thisWeek = today >= week.from && today <= week.to;

  return (
    <div className="sk-staff">
      {q.data ? <p className="sk-staff__venue">{q.data.coachName}</p> : null}
      <RangeNav
        title={weekTitle(week)}
        previousLabel={t.previousWeek}
        nextLabel={t.nextWeek}
        onStep={(by) => p.onWeek(addDays(week.from, 7 * by))}
        today={thisWeek ? undefined : { label: t.thisWeek, onClick: () => p.onWeek(null) }}
      />
      {q.isPending ? (
        <ListSkeleton label={t.timetableLoading} />
      ) : q.isError ? (
        <QueryErrorState title={t.timetableError} query={q} />
      ) : q.data.lessons.length === 0 ? (
        <EmptyState title={t.emptyWeek} hint={t.emptyWeekHint} icon={calendarOutline} />
      ) : (
        byDay(q.data.lessons).map(([day, lessons]) => (
          <section key={day} aria-label={dayOf(day)}>
            <h3 className="sk-staff-h">{dayOf(day)}</h3>
            <ul className="sk-staff-list sk-coach-day" aria-label={t.dayLabel(dayOf(day))}>
              {lessons.map((l) => (
                <LessonCard
                  key={`${l.groupId}:${l.start}`}
                  lesson={l}
                  past={l.date < today}
                  action={actionOf(l, today, canEdit)}
                  onAction={() => (l.role === 'OWN' ? setSubstituting(l) : setCanceling(l))}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <SubstituteDialog
        complexId={p.role.complexId}
        coachId={p.coachId}
        lesson={substituting}
        onClose={() => setSubstituting(null)}
      />
      <CancelSubstitutionDialog
        complexId={p.role.complexId}
        lesson={canceling}
        onClose={() => setCanceling(null)}
      />
    </div>
  );
}

/** «Замена: …» on the coach's own lesson another takes; «Заменяет …» on another's they take. */
function roleBadge(l: TimetableLesson): { text: string; className: string } | null {
  if (l.role === 'SUBSTITUTED')
    return { text: t.substitutedBy(l.substituteName ?? ''), className: 'sk-staff-badge--wait' };
  if (l.role === 'SUBSTITUTE')
    return { text: t.substitutes(l.coachName), className: 'sk-staff-badge--ok' };
  return null;
}

function LessonCard(p: {
  lesson: TimetableLesson;
  past: boolean;
  action: ReturnType<typeof actionOf>;
  onAction: () => void;
}) {
  const l = p.lesson;
  const title = t.lessonTitle(`${l.start}–${l.end}`, l.groupName);
  const badge = roleBadge(l);
  const named = `${dayOf(l.date)}, ${title}`;
  return (
    <li className={`sk-staff-card${p.past ? ' sk-coach-lesson--past' : ''}`}>
      <span className="sk-staff-card__head">
        <span className="sk-staff-card__title">{title}</span>
        {p.past ? <span className="sk-staff-badge">{t.past}</span> : null}
      </span>
      <span className="sk-staff-card__line">{l.sectionName}</span>
      {badge ? (
        <span className={`sk-staff-badge sk-coach-badge ${badge.className}`}>{badge.text}</span>
      ) : null}
      {p.action ? (
        <span className="sk-staff-card__actions">
          <button
            type="button"
            className={`sk-button sk-button--secondary${p.action === 'cancel' ? ' sk-coach-danger' : ''}`}
            aria-label={
              p.action === 'substitute' ? t.substituteFor(named) : t.cancelSubstitutionFor(named)
            }
            onClick={p.onAction}
          >
            {p.action === 'substitute' ? t.substitute : t.cancelSubstitution}
          </button>
        </span>
      ) : null}
    </li>
  );
}
