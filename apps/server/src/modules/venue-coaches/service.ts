import type {
  Substitution,
  VenueCoachList,
  SubstitutionRequest,
  Timetable,
  TimetableLesson,
} from '@sportkarta/contract/api/venue-coaches';
import { TIMETABLE_MAX_DAYS } from '@sportkarta/contract/api/venue-coaches';
import { paths } from '@sportkarta/contract/routes/paths';
import { addDays, dateInZone, isoWeekday } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { StaffAccess } from '../../plugins/staff-guard';
import { notify } from '../notifications/notify';
import { appendAudit } from '../staff-audit/append';
import { venueGroups, type VenueGroupRow } from '../venue-sections/repository';
import { GROUP_NOT_FOUND, NOT_YOUR_GROUP } from '../venue-sections/service';
import {
  coachAt,
  coachesAt,
  deleteSubstitution,
  familiesOf,
  insertSubstitution,
  substitutionsOf,
} from './repository';

// Issue 25: a coach's timetable — the lessons of their groups day by day in the venue's zone,
// from the groups' weekdays and times, with substitutions applied: a lesson another coach
// takes is marked SUBSTITUTED on the group coach's timetable and shows as SUBSTITUTE on the
// other's. A substitution names one lesson date of a group; every accepted member's family
// (the member, or the parent of a child) is told once when it is made and once when it is
// cancelled, in the same transaction.

export const COACH_NOT_FOUND = 'Тренер не найден';
export const NOT_YOUR_TIMETABLE = 'Это расписание другого тренера';
export const SUBSTITUTION_TAKEN = 'На эту дату у группы уже назначена замена';

type Ctx = { db: Db; access: StaffAccess; complexId: number; now: Date };

/** Without groups.all a coach sees only the timetables of their own coach cards. */
function mayReadCoach(c: Ctx, coachId: number): boolean {
  return (
    c.access.can(c.complexId, 'groups.all') || c.access.coachIds(c.complexId).includes(coachId)
  );
}

/** GET …/coaches: every coach of the venue with groups.all, else the caller's own cards. */
export async function venueCoaches(c: Ctx): Promise<VenueCoachList> {
  const coaches = await coachesAt(c.db, c.complexId);
  return { coaches: coaches.filter((co) => mayReadCoach(c, co.id)) };
}

const dmy = (day: string) => day.split('-').reverse().join('.');

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= TIMETABLE_MAX_DAYS; d = addDays(d, 1)) days.push(d);
  return days;
}

export async function coachTimetable(
  c: Ctx,
  coachId: number,
  q: { from: string; to: string },
): Promise<Timetable> {
  const coach = await coachAt(c.db, c.complexId, coachId);
  if (!coach) throw new HttpError('NOT_FOUND', COACH_NOT_FOUND);
  if (!mayReadCoach(c, coachId)) throw new HttpError('FORBIDDEN', NOT_YOUR_TIMETABLE);
  const days = daysBetween(q.from, q.to);
  if (days.length > TIMETABLE_MAX_DAYS)
    throw new HttpError('BAD_REQUEST', `Период не длиннее ${TIMETABLE_MAX_DAYS} дней`);
  const [groups, subs] = await Promise.all([
    venueGroups(c.db, c.complexId),
    substitutionsOf(c.db, { complexId: c.complexId, from: q.from, to: q.to }),
  ]);
  const sub = new Map(subs.map((s) => [`${s.groupId}:${s.date}`, s]));
  const lessons: TimetableLesson[] = [];
  for (const day of days) {
    const weekday = isoWeekday(day);
    for (const g of groups)
      for (const slot of g.schedule) {
        if (slot.weekday !== weekday) continue;
        const s = sub.get(`${g.id}:${day}`);
        const role =
          g.coachId === coachId
            ? s
              ? 'SUBSTITUTED'
              : 'OWN'
            : s?.substituteCoachId === coachId
              ? 'SUBSTITUTE'
              : null;
        if (!role) continue;
        lessons.push({
          date: day,
          start: slot.start,
          end: slot.end,
          groupId: g.id,
          groupName: g.name,
          sectionName: g.sectionName,
          role,
          coachName: g.coachName,
          substituteName: s?.substituteName ?? null,
        });
      }
  }
  lessons.sort((a, b) => `${a.date} ${a.start}`.localeCompare(`${b.date} ${b.start}`));
  return { coachId, coachName: coach.name, timeZone: coach.timeZone, lessons };
}

async function groupOf(c: Ctx, groupId: number): Promise<VenueGroupRow> {
  const [g] = await venueGroups(c.db, c.complexId, { groupId });
  if (!g) throw new HttpError('NOT_FOUND', GROUP_NOT_FOUND);
  return g;
}

/** GET …/groups/{groupId}/substitutions: the group's substitutions from today on. */
export async function groupSubstitutions(c: Ctx, groupId: number) {
  const g = await groupOf(c, groupId);
  if (!mayReadCoach(c, g.coachId)) throw new HttpError('FORBIDDEN', NOT_YOUR_GROUP);
  const rows = await substitutionsOf(c.db, {
    complexId: c.complexId,
    from: dateInZone(c.now, g.timeZone),
    to: '9999-12-31',
    groupId,
  });
  return { substitutions: rows.map(({ id: _id, ...s }) => s) };
}

/** Tells every accepted member's family once per key; answers how many were told. */
async function tellFamilies(
  tx: Db,
  groupId: number,
  a: { dedupeKey: string; title: string; body: string; now: Date },
): Promise<number> {
  let told = 0;
  for (const userId of await familiesOf(tx, groupId))
    if (
      await notify(tx, {
        userId,
        kind: 'GROUP_SUBSTITUTION',
        title: a.title,
        body: a.body,
        link: paths.mySections,
        dedupeKey: a.dedupeKey,
        now: a.now,
      })
    )
      told++;
  return told;
}

/**
 * POST …/groups/{groupId}/substitutions: a lesson date of the group, today or later in the
 * venue's zone, taken by another coach of the same venue. The same substitution again changes
 * nothing (notified 0); another coach for a date already substituted is 409.
 */
export async function substitute(
  c: Ctx,
  groupId: number,
  body: SubstitutionRequest,
): Promise<Substitution> {
  const g = await groupOf(c, groupId);
  if (!g.schedule.some((s) => s.weekday === isoWeekday(body.date)))
    throw new HttpError('BAD_REQUEST', 'В этот день у группы нет занятия');
  if (body.date < dateInZone(c.now, g.timeZone))
    throw new HttpError('BAD_REQUEST', 'Дата занятия уже прошла');
  if (body.substituteCoachId === g.coachId)
    throw new HttpError('BAD_REQUEST', 'Замена — другой тренер, не тренер группы');
  const substitute = await coachAt(c.db, c.complexId, body.substituteCoachId);
  if (!substitute) throw new HttpError('BAD_REQUEST', 'Нет такого тренера на этом спортобъекте');
  const reason = body.reason ? body.reason : null;
  const notified = await c.db.transaction(async (tx) => {
    const row = await insertSubstitution(tx, {
      groupId,
      day: body.date,
      substituteCoachId: body.substituteCoachId,
      reason,
      by: c.access.userId,
      now: c.now,
    });
    if (!row.fresh) {
      if (row.substituteCoachId !== body.substituteCoachId)
        throw new HttpError('CONFLICT', SUBSTITUTION_TAKEN);
      return 0;
    }
    const told = await tellFamilies(tx, groupId, {
      dedupeKey: `substitution:${row.id}`,
      title: 'Замена тренера',
      body:
        `${dmy(body.date)} занятие группы «${g.name}» («${g.sectionName}») проведёт ` +
        `${substitute.name} вместо ${g.coachName}.` +
        (reason ? ` Причина: ${reason}` : ''),
      now: c.now,
    });
    await appendAudit(tx, {
      complexId: c.complexId,
      actorUserId: c.access.userId,
      kind: 'SUBSTITUTION_CREATE',
      at: c.now,
      objectType: 'group',
      objectId: String(groupId),
      after: {
        date: body.date,
        substituteCoachId: body.substituteCoachId,
        reason,
        notified: told,
      },
    });
    return told;
  });
  return {
    groupId,
    date: body.date,
    substituteCoachId: body.substituteCoachId,
    substituteName: substitute.name,
    reason,
    notified,
  };
}

/** DELETE …/groups/{groupId}/substitutions/{date}: the group's own coach again; families told. */
export async function cancelSubstitution(
  c: Ctx,
  groupId: number,
  date: string,
): Promise<{ notified: number }> {
  const g = await groupOf(c, groupId);
  if (date < dateInZone(c.now, g.timeZone))
    throw new HttpError('BAD_REQUEST', 'Дата занятия уже прошла');
  return c.db.transaction(async (tx) => {
    const row = await deleteSubstitution(tx, groupId, date);
    if (!row) throw new HttpError('NOT_FOUND', 'Замены на эту дату нет');
    const told = await tellFamilies(tx, groupId, {
      dedupeKey: `substitution:${row.id}:canceled`,
      title: 'Замена тренера отменена',
      body: `${dmy(date)} занятие группы «${g.name}» («${g.sectionName}») проведёт ${g.coachName}, как обычно.`,
      now: c.now,
    });
    await appendAudit(tx, {
      complexId: c.complexId,
      actorUserId: c.access.userId,
      kind: 'SUBSTITUTION_CANCEL',
      at: c.now,
      objectType: 'group',
      objectId: String(groupId),
      before: { date, substituteCoachId: row.substituteCoachId, reason: row.reason },
      after: { notified: told },
    });
    return { notified: told };
  });
}
