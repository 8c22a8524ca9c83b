import type { Attendance, AttendanceRequest, Roster } from '@sportkarta/contract/api/venue-desk';
import { addDays, ageOn, dateInZone, isoWeekday } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { StaffAccess } from '../../plugins/staff-guard';
import { appendAudit } from '../staff-audit/append';
import {
  attendanceOf,
  documentsOf,
  markAttendance,
  rosterOf,
  venueGroups,
  type VenueGroupRow,
} from './repository';

// Issue 24: sections for the venue's staff — the groups (a coach sees only their own, unless
// their role has groups.all), a group's roster with each member's age and whether the
// documents the section asks for are valid on the next session's date, and attendance marks
// (one per member and day; marking again overwrites, so a retry changes nothing).

export const GROUP_NOT_FOUND = 'Группа не найдена';
export const NOT_YOUR_GROUP = 'Это группа другого тренера';

type Ctx = { db: Db; access: StaffAccess; complexId: number; now: Date };

/** A coach without groups.all is limited to their coach cards. */
function coachFilter(c: Ctx): { coachIds?: number[] } {
  return c.access.can(c.complexId, 'groups.all')
    ? {}
    : { coachIds: c.access.coachIds(c.complexId) };
}

export async function staffGroups(c: Ctx) {
  const groups = await venueGroups(c.db, c.complexId, coachFilter(c));
  return {
    groups: groups.map(({ schedule: _s, requiredDocuments: _d, timeZone: _z, ...g }) => g),
  };
}

async function visibleGroup(c: Ctx, groupId: number): Promise<VenueGroupRow> {
  const [any] = await venueGroups(c.db, c.complexId, { groupId });
  if (!any) throw new HttpError('NOT_FOUND', GROUP_NOT_FOUND);
  const filter = coachFilter(c);
  if (filter.coachIds && !filter.coachIds.includes(any.coachId))
    throw new HttpError('FORBIDDEN', NOT_YOUR_GROUP);
  return any;
}

/** The group's next session day in the venue's zone (today counts), or null without a schedule. */
export function nextSessionDate(g: VenueGroupRow, now: Date): string | null {
  const today = dateInZone(now, g.timeZone);
  const days = new Set(g.schedule.map((s) => s.weekday));
  for (let d = 0; d < 7; d++) {
    const day = addDays(today, d);
    if (days.has(isoWeekday(day))) return day;
  }
  return null;
}

export async function groupRoster(c: Ctx, groupId: number): Promise<Roster> {
  const g = await visibleGroup(c, groupId);
  const next = nextSessionDate(g, c.now);
  const on = next ?? dateInZone(c.now, g.timeZone);
  const members = await rosterOf(c.db, groupId);
  const docs = await documentsOf(
    c.db,
    [...new Set(members.map((m) => m.userId))],
    g.requiredDocuments,
  );
  return {
    groupId: g.id,
    groupName: g.name,
    nextSessionDate: next,
    requiredDocuments: g.requiredDocuments,
    members: members.map((m) => {
      const documents = g.requiredDocuments.map((kind) => {
        const own = docs.filter(
          (d) => d.ownerId === m.userId && d.childId === m.childId && d.kind === kind,
        );
        const valid = own.find(
          (d) => d.issueDate <= on && (d.validUntil === null || d.validUntil >= on),
        );
        const latest =
          own
            .map((d) => d.validUntil)
            .sort()
            .at(-1) ?? null;
        return { kind, valid: valid !== undefined, validUntil: valid ? valid.validUntil : latest };
      });
      return {
        memberId: m.memberId,
        name: m.name,
        childId: m.childId,
        age: m.birthDate ? ageOn(m.birthDate, on) : null,
        status: m.status,
        documents,
        documentsValid: documents.every((d) => d.valid),
      };
    }),
  };
}

export async function groupAttendance(c: Ctx, groupId: number, day: string): Promise<Attendance> {
  await visibleGroup(c, groupId);
  const [members, marks] = await Promise.all([
    rosterOf(c.db, groupId),
    attendanceOf(c.db, groupId, day),
  ]);
  return {
    groupId,
    date: day,
    marks: members
      .filter((m) => m.status === 'APPROVED')
      .map((m) => ({
        memberId: m.memberId,
        name: m.name,
        present: marks.find((x) => x.memberId === m.memberId)?.present ?? null,
      })),
  };
}

/** PUT …/attendance: the day's marks of accepted members; not for a day still ahead. */
export async function putAttendance(
  c: Ctx,
  groupId: number,
  body: AttendanceRequest,
): Promise<Attendance> {
  const g = await visibleGroup(c, groupId);
  if (body.date > dateInZone(c.now, g.timeZone))
    throw new HttpError('BAD_REQUEST', 'Посещаемость отмечают в день занятия или позже');
  const approved = new Set(
    (await rosterOf(c.db, groupId)).filter((m) => m.status === 'APPROVED').map((m) => m.memberId),
  );
  if (body.marks.some((m) => !approved.has(m.memberId)))
    throw new HttpError('BAD_REQUEST', 'В группе нет такого участника');
  await c.db.transaction(async (tx) => {
    await markAttendance(tx, {
      groupId,
      day: body.date,
      marks: body.marks,
      by: c.access.userId,
      now: c.now,
    });
    await appendAudit(tx, {
      complexId: c.complexId,
      actorUserId: c.access.userId,
      kind: 'ATTENDANCE',
      at: c.now,
      objectType: 'group',
      objectId: String(groupId),
      after: { date: body.date, marks: body.marks },
    });
  });
  return groupAttendance(c, groupId, body.date);
}
