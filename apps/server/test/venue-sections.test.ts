import { sql } from 'drizzle-orm';
import { MembershipListSchema, MembershipSchema } from '@sportkarta/contract/api/sections';
import {
  AttendanceSchema,
  RosterSchema,
  StaffGroupsResponseSchema,
} from '@sportkarta/contract/api/venue-desk';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createChild, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { applyUrl, createSection } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { grant, staffAt } from './venue-fixtures';

// Issue 24: sections for the venue's staff. Wednesday 25.11 in Moscow; the group meets on
// Fridays, so the roster's date is Friday 27.11 — the child turns 10 the day before it, and
// the pool certificate that ends on the 26th is no longer valid then.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('venue sections ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    const url = (complexId: number, rest: string) => `/v1/mob/staff/complexes/${complexId}/${rest}`;
    const get = (auth: Auth, u: string) => t.app.inject({ method: 'GET', url: u, headers: auth });
    const put = (auth: Auth, u: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: u, headers: auth, payload });

    const setup = async () => {
      const shop = await createShop(t.app, { provider: null });
      const s = await createSection(t.app, shop, [{ weekdays: [5] }, { coach: 'second' }]);
      await t.app.db.execute(
        sql`update sections set required_documents = '{POOL_MEDICAL_CERTIFICATE}' where id = ${s.sectionId}`,
      );
      const parent = await signIn(t.app);
      const childId = await createChild(t.app, parent.user.id, '2016-11-26');
      const applied = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: parent.auth,
        payload: { childId },
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const memberId = MembershipSchema.parse(applied.json()).id;
      const doc = (validUntil: string) =>
        t.app.db.execute(
          sql`insert into permit_documents (owner_id, child_id, kind, number, issue_date, valid_until, created_at)
              values (${parent.user.id}, ${childId}, 'POOL_MEDICAL_CERTIFICATE', '12', '2026-01-10',
                      ${validUntil}, ${WEDNESDAY}::timestamptz)`,
        );
      return { shop, s, parent, childId, memberId, doc };
    };

    it('the front desk: groups, applications by group, a decision (audited), the roster with documents', async () => {
      const { shop, s, memberId, doc } = await setup();
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      const { groups } = StaffGroupsResponseSchema.parse(
        (await get(desk.auth, url(shop.complexId, 'groups'))).json(),
      );
      expect(groups.map((g) => [g.id, g.newApplications])).toEqual([
        [s.groupIds[0], 1],
        [s.groupIds[1], 0],
      ]);
      const apps = MembershipListSchema.parse(
        (await get(desk.auth, url(shop.complexId, `applications?groupId=${s.groupIds[1]}`))).json(),
      );
      expect(apps.members).toHaveLength(0);
      await doc('2026-11-26');
      let roster = RosterSchema.parse(
        (await get(desk.auth, url(shop.complexId, `groups/${s.groupIds[0]}/roster`))).json(),
      );
      expect(roster).toMatchObject({
        nextSessionDate: '2026-11-27',
        requiredDocuments: ['POOL_MEDICAL_CERTIFICATE'],
      });
      expect(roster.members).toEqual([
        expect.objectContaining({
          memberId,
          age: 10,
          status: 'NEW',
          documentsValid: false,
          documents: [{ kind: 'POOL_MEDICAL_CERTIFICATE', valid: false, validUntil: '2026-11-26' }],
        }),
      ]);
      await doc('2027-05-31');
      roster = RosterSchema.parse(
        (await get(desk.auth, url(shop.complexId, `groups/${s.groupIds[0]}/roster`))).json(),
      );
      expect(roster.members[0]).toMatchObject({ documentsValid: true });
      const decided = await t.app.inject({
        method: 'POST',
        url: url(shop.complexId, `applications/${memberId}/decision`),
        headers: desk.auth,
        payload: { status: 'DISMISSED' },
      });
      expect(decided.statusCode).toBe(400);
      expect(decided.json().message).toMatch(/причину/);
      const ok = await t.app.inject({
        method: 'POST',
        url: url(shop.complexId, `applications/${memberId}/decision`),
        headers: desk.auth,
        payload: { status: 'APPROVED' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${shop.complexId} and kind = 'APPLICATION_DECISION'`,
        ),
      ).toBe(1);
      // The front desk does not mark attendance; another venue's staff see none of it.
      expect(
        (
          await put(desk.auth, url(shop.complexId, `groups/${s.groupIds[0]}/attendance`), {
            date: '2026-11-25',
            marks: [{ memberId, present: true }],
          })
        ).statusCode,
      ).toBe(403);
      const other = await staffAt(
        t.app,
        (await createShop(t.app, { provider: null })).complexId,
        'ADMIN',
      );
      expect((await get(other.auth, url(shop.complexId, 'groups'))).statusCode).toBe(403);
      const decideElsewhere = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/section-members/${memberId}/decision`,
        headers: other.auth,
        payload: { status: 'APPROVED' },
      });
      expect(decideElsewhere.statusCode).toBe(403);
    });

    it('a coach sees only their groups and marks attendance once per member and day', async () => {
      const { shop, s, parent, memberId } = await setup();
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      await t.app.inject({
        method: 'POST',
        url: url(shop.complexId, `applications/${memberId}/decision`),
        headers: admin.auth,
        payload: { status: 'APPROVED' },
      });
      const coach = await signIn(t.app);
      await grant(t.app, coach.user.id, {
        complexId: shop.complexId,
        role: 'COACH',
        coachId: s.coachIds[0],
      });
      const { groups } = StaffGroupsResponseSchema.parse(
        (await get(coach.auth, url(shop.complexId, 'groups'))).json(),
      );
      expect(groups.map((g) => g.id)).toEqual([s.groupIds[0]]);
      const notMine = await get(coach.auth, url(shop.complexId, `groups/${s.groupIds[1]}/roster`));
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toBe('Это группа другого тренера');
      expect((await get(coach.auth, url(shop.complexId, 'applications'))).statusCode).toBe(403);
      const mark = url(shop.complexId, `groups/${s.groupIds[0]}/attendance`);
      const body = { date: '2026-11-25', marks: [{ memberId, present: true }] };
      for (let i = 0; i < 2; i++) {
        const res = await put(coach.auth, mark, body);
        expect(res.statusCode, res.body).toBe(200);
        expect(AttendanceSchema.parse(res.json()).marks).toEqual([
          expect.objectContaining({ memberId, present: true }),
        ]);
      }
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from group_attendance where member_id = ${memberId}`,
        ),
      ).toBe(1);
      const changed = AttendanceSchema.parse(
        (await put(coach.auth, mark, { ...body, marks: [{ memberId, present: false }] })).json(),
      );
      expect(changed.marks[0]!.present).toBe(false);
      const read = AttendanceSchema.parse(
        (await get(coach.auth, `${mark}?date=2026-11-25`)).json(),
      );
      expect(read.marks[0]!.present).toBe(false);
      expect(
        AttendanceSchema.parse((await get(coach.auth, `${mark}?date=2026-11-20`)).json()).marks[0]!
          .present,
      ).toBeNull();
      for (const [payload, message] of [
        [{ ...body, date: '2026-11-26' }, /в день занятия/],
        [{ ...body, marks: [{ memberId: parent.user.id, present: true }] }, /нет такого участника/],
        [{ date: '25.11.2026', marks: [] }, /Дата/],
      ] as const) {
        const res = await put(coach.auth, mark, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const controller = await staffAt(t.app, shop.complexId, 'CONTROLLER');
      expect((await get(controller.auth, url(shop.complexId, 'groups'))).statusCode).toBe(403);
      expect((await get(parent.auth, url(shop.complexId, 'groups'))).statusCode).toBe(403);
    });
  });
});
