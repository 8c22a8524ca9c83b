import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MembershipListSchema, MembershipSchema } from '@sportkarta/contract/api/sections';
import { NotificationListSchema } from '@sportkarta/contract/api/notifications';
import { OrderSchema } from '@sportkarta/contract/api/orders';
import { SoldPackageListSchema } from '@sportkarta/contract/api/service-packages';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { countRows, createChild, createShop, type Shop } from './orders-fixtures';
import { eventually, paidShop, payOrder, type Auth } from './payments-helpers';
import { applyUrl, createSection, makeStaff, type SectionFixture } from './sections-fixtures';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 13: the venue's staff decide an application (only theirs, once, a dismissal with its
// reason gives the place back), and an approved application's rate is paid through the
// checkout and the YooKassa emulator, becoming the section's package in the profile.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('section applications decided and paid ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, WEDNESDAY);
    let shop: Shop;
    let s: SectionFixture;
    beforeEach(async () => {
      shop = await paidShop(t.app, 'YOOKASSA');
      s = await createSection(t.app, shop, [{ name: 'Младшая группа', places: 3 }]);
    });

    const apply = async () => {
      const me = await signIn(t.app);
      const childId = await createChild(t.app, me.user.id, '2017-03-10');
      const res = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: me.auth,
        payload: { childId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { ...me, childId, memberId: MembershipSchema.parse(res.json()).id };
    };
    const decide = (auth: Auth, memberId: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/mob/staff/section-members/${memberId}/decision`,
        headers: auth,
        payload: body,
      });
    const taken = () =>
      countRows(t.app, sql`select taken as n from section_groups where id = ${s.groupIds[0]}`);
    const staff = async (complexId = s.complexId) => {
      const who = await signIn(t.app);
      await makeStaff(t.app, who.user.id, complexId);
      return who;
    };
    const preorder = (auth: Auth, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/mob/preorder',
        headers: auth,
        payload: {
          idempotencyKey: randomUUID(),
          agreementsAccepted: true,
          complexId: s.complexId,
          ...body,
        },
      });

    it('only staff of this venue decide; once; a dismissal needs a reason and frees the place', async () => {
      const parent = await apply();
      expect(await taken()).toBe(1);
      const stranger = await signIn(t.app);
      const otherVenue = await staff((await createShop(t.app)).complexId);
      // Issue 24: a visitor is stopped by the staff guard, staff elsewhere by the venue check.
      for (const [who, message] of [
        [parent, 'Этот раздел — для сотрудников спортобъекта'],
        [stranger, 'Этот раздел — для сотрудников спортобъекта'],
        [otherVenue, 'Решать заявки может только сотрудник этого спортобъекта'],
      ] as const) {
        const res = await decide(who.auth, parent.memberId, { status: 'APPROVED' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(message);
      }
      const mine = await staff();
      const list = MembershipListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/mob/staff/section-members?complexId=${s.complexId}&status=NEW`,
            headers: mine.auth,
          })
        ).json(),
      );
      expect(list.members.map((m) => m.id)).toEqual([parent.memberId]);

      const noReason = await decide(mine.auth, parent.memberId, { status: 'DISMISSED' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toMatch(/Укажите причину отказа/);
      const dismissed = await decide(mine.auth, parent.memberId, {
        status: 'DISMISSED',
        reason: 'Группа укомплектована',
      });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(MembershipSchema.parse(dismissed.json())).toMatchObject({
        status: 'DISMISSED',
        reason: 'Группа укомплектована',
        decidedAt: new Date(WEDNESDAY).toISOString(),
      });
      expect(await taken()).toBe(0);
      const twice = await decide(mine.auth, parent.memberId, { status: 'APPROVED' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Решение по этой заявке уже принято');
      // The parent sees the answer and its reason; the same child cannot apply again.
      const seen = MembershipListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/mob/section-member-group/list',
            headers: parent.auth,
          })
        ).json(),
      );
      expect(seen.members[0]).toMatchObject({
        status: 'DISMISSED',
        reason: 'Группа укомплектована',
      });
      // …and is told, once, in the list of notifications (pushed to their devices).
      const told = NotificationListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/service/v1/notify/notifications',
            headers: parent.auth,
          })
        ).json(),
      );
      expect(told.notifications.filter((n) => n.kind === 'SECTION_APPLICATION')).toEqual([
        expect.objectContaining({
          title: 'Заявка отклонена',
          body: '«Секция плавания», группа «Младшая группа» (Маша Иванова). Причина: Группа укомплектована',
          link: '/tabs/profile/sections',
          viewed: false,
        }),
      ]);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: applyUrl(s, s.groupIds[0]!),
            headers: parent.auth,
            payload: { childId: parent.childId },
          })
        ).json().code,
      ).toBe('ALREADY_APPLIED');
      const bad = await decide(mine.auth, 'not-a-uuid', { status: 'MAYBE' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[А-Яа-я]/);
    });

    it('an approved application’s rate is paid and becomes the section’s package; before approval it cannot be', async () => {
      const parent = await apply();
      const line = {
        kind: 'SECTION_GROUP',
        sectionMemberId: parent.memberId,
        rateId: s.rateIds[0],
      };
      const early = await preorder(parent.auth, { childId: parent.childId, lines: [line] });
      expect(early.statusCode).toBe(422);
      expect(early.json().message).toBe(
        'Оплатить секцию можно после того, как заявку в группу примут',
      );
      // Nor is the section's rate sold as an ordinary package.
      const asPackage = await preorder(parent.auth, {
        lines: [{ kind: 'SERVICE_PACKAGE', rateId: s.rateIds[0], quantity: 1 }],
      });
      expect(asPackage.statusCode).toBe(422);

      const mine = await staff();
      expect((await decide(mine.auth, parent.memberId, { status: 'APPROVED' })).statusCode).toBe(
        200,
      );
      const forSelf = await preorder(parent.auth, { lines: [line] });
      expect(forSelf.json().message).toBe('Заявка подана на другого участника');
      const other = await signIn(t.app);
      const stolen = await preorder(other.auth, { lines: [line] });
      expect(stolen.statusCode).toBe(404);
      const foreignRate = await preorder(parent.auth, {
        childId: parent.childId,
        lines: [{ ...line, rateId: 999999 }],
      });
      expect(foreignRate.statusCode).toBe(404);

      const res = await preorder(parent.auth, { childId: parent.childId, lines: [line] });
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderSchema.parse(res.json());
      expect(order.lines).toEqual([
        expect.objectContaining({ kind: 'SECTION_GROUP', unitPriceKopecks: 480000, quantity: 1 }),
      ]);
      expect(order.totalKopecks).toBe(480000 + 7200);
      await payOrder(t.app, parent.auth, order.id);
      const packages = async () =>
        SoldPackageListSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: '/v1/mob/user/sold-service-packages',
              headers: parent.auth,
            })
          ).json(),
        ).items;
      await eventually(async () => (await packages()).length === 1);
      expect((await packages())[0]).toMatchObject({ status: 'CREATED', name: 'Секция плавания' });
      const list = MembershipListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/mob/section-member-group/list',
            headers: parent.auth,
          })
        ).json(),
      );
      expect(list.members[0]!.paidPackageId).toBe((await packages())[0]!.id);
    });

    // Issue 28: the applicant takes an application back while it is under review.
    it('only the applicant withdraws, only while under review; the place is freed and the venue cannot decide it', async () => {
      const parent = await apply();
      const withdraw = (auth: Auth, memberId = parent.memberId) =>
        t.app.inject({
          method: 'POST',
          url: `/v1/mob/section-members/${memberId}/withdraw`,
          headers: auth,
        });
      const stranger = await signIn(t.app);
      const other = await withdraw(stranger.auth);
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().message).toBe('Заявка не найдена');
      expect((await withdraw(parent.auth, 'not-a-uuid')).statusCode).toBe(400);
      expect((await withdraw({})).statusCode).toBe(401);
      expect(await taken()).toBe(1);

      const res = await withdraw(parent.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(MembershipSchema.parse(res.json()).status).toBe('WITHDRAWN');
      expect(await taken()).toBe(0);
      const again = await withdraw(parent.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Отозвать можно только заявку, которая ещё на рассмотрении',
      );

      const venue = await staff();
      const late = await decide(venue.auth, parent.memberId, { status: 'APPROVED' });
      expect(late.statusCode).toBe(409);
      const venueList = async (status: string) =>
        MembershipListSchema.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: `/v1/mob/staff/complexes/${s.complexId}/applications?status=${status}`,
              headers: venue.auth,
            })
          ).json(),
        ).members.map((m) => m.id);
      expect(await venueList('NEW')).toEqual([]);
      expect(await venueList('WITHDRAWN')).toEqual([parent.memberId]);
      const mine = (
        await t.app.inject({
          method: 'GET',
          url: '/v1/mob/user/applications',
          headers: parent.auth,
        })
      ).json() as { applications: { status: string; statusLabel: string }[] };
      expect(mine.applications[0]).toMatchObject({ status: 'WITHDRAWN', statusLabel: 'Отозвана' });

      // A withdrawn application does not hold the group: the child may apply again.
      const reapply = await t.app.inject({
        method: 'POST',
        url: applyUrl(s, s.groupIds[0]!),
        headers: parent.auth,
        payload: { childId: parent.childId },
      });
      expect(reapply.statusCode, reapply.body).toBe(200);
      expect(await taken()).toBe(1);
    });

    it('an approved application cannot be withdrawn', async () => {
      const parent = await apply();
      const venue = await staff();
      expect((await decide(venue.auth, parent.memberId, { status: 'APPROVED' })).statusCode).toBe(
        200,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/mob/section-members/${parent.memberId}/withdraw`,
        headers: parent.auth,
      });
      expect(res.statusCode).toBe(409);
      expect(await taken()).toBe(1);
    });

    it('a demo login’s child already has one application of each status', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/demo-user' });
      expect(res.statusCode, res.body).toBe(200);
      const auth = { authorization: `Bearer ${res.json().accessToken as string}` };
      const list = MembershipListSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/v1/mob/section-member-group/list',
            headers: auth,
          })
        ).json(),
      );
      expect(list.members.map((m) => m.status).sort()).toEqual(['APPROVED', 'DISMISSED', 'NEW']);
      expect(new Set(list.members.map((m) => m.childId)).size).toBe(1);
      expect(list.members.find((m) => m.status === 'DISMISSED')!.reason).toMatch(/укомплектована/);
    });
  });
});
