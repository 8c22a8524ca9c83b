import { sql } from 'drizzle-orm';
import {
  AuditPageSchema,
  TeamCoachesResponseSchema,
  TeamMemberSchema,
  TeamResponseSchema,
} from '@sportkarta/contract/api/venue-desk';
import { describe, expect, it } from 'vitest';
import { randomPhone, signIn } from './accounts-helpers';
import { countRows, createShop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';
import { grant, staffAt } from './venue-fixtures';

// Issue 24: the team (invite by phone, change role, remove; the last administrator stays) and
// the audit log's page with its filters and cursor. A Wednesday in Moscow.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('venue team and audit ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { clock, t } = useClockedApp(engine.name, WEDNESDAY);
    const call = (
      auth: Auth,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url: `/v1/mob/staff/complexes/${url}`,
        headers: auth,
        ...(payload ? { payload } : {}),
      });

    it('an administrator invites by phone; the person signs in and holds the role', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const phone = randomPhone();
      const res = await call(admin.auth, 'POST', `${shop.complexId}/team`, {
        phone,
        role: 'CONTROLLER',
      });
      expect(res.statusCode, res.body).toBe(200);
      const member = TeamMemberSchema.parse(res.json());
      expect(member).toMatchObject({
        phone,
        role: 'CONTROLLER',
        roleLabel: 'Контролёр',
        scope: 'COMPLEX',
      });
      const again = await call(admin.auth, 'POST', `${shop.complexId}/team`, {
        phone,
        role: 'ADMIN',
      });
      expect(again.statusCode).toBe(409);
      const invited = await signIn(t.app, phone);
      expect(invited.user.id).toBe(member.userId);
      const roles = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/staff/roles',
        headers: invited.auth,
      });
      expect(roles.json().roles).toEqual([
        expect.objectContaining({ complexId: shop.complexId, role: 'CONTROLLER' }),
      ]);
      // The controller may not manage the team; a coach needs a coach card of this venue.
      expect((await call(invited.auth, 'GET', `${shop.complexId}/team`)).statusCode).toBe(403);
      const coach = await call(admin.auth, 'POST', `${shop.complexId}/team`, {
        phone: randomPhone(),
        role: 'COACH',
      });
      expect(coach.statusCode).toBe(400);
      expect(coach.json().message).toMatch(/Тренер/);
      const badPhone = await call(admin.auth, 'POST', `${shop.complexId}/team`, {
        phone: '12',
        role: 'ADMIN',
      });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().message).toMatch(/Телефон/);
      // Promote, list, remove; each is in the audit log with before and after.
      const up = await call(admin.auth, 'PATCH', `${shop.complexId}/team/${member.id}`, {
        role: 'FRONT_DESK',
      });
      expect(up.json()).toMatchObject({ role: 'FRONT_DESK' });
      const { members } = TeamResponseSchema.parse(
        (await call(admin.auth, 'GET', `${shop.complexId}/team`)).json(),
      );
      expect(members.map((m) => m.role).sort()).toEqual(['ADMIN', 'FRONT_DESK']);
      expect(
        (await call(admin.auth, 'DELETE', `${shop.complexId}/team/${member.id}`)).statusCode,
      ).toBe(200);
      expect(
        (await call(admin.auth, 'DELETE', `${shop.complexId}/team/${member.id}`)).statusCode,
      ).toBe(404);
      const log = AuditPageSchema.parse(
        (await call(admin.auth, 'GET', `${shop.complexId}/audit`)).json(),
      );
      expect(log.items.map((i) => i.kind)).toEqual(['TEAM_REMOVE', 'TEAM_ROLE', 'TEAM_INVITE']);
      expect(log.items[1]).toMatchObject({
        actor: { userId: admin.user.id },
        before: expect.objectContaining({ role: 'CONTROLLER' }),
        after: expect.objectContaining({ role: 'FRONT_DESK' }),
      });
    });

    it('the administrator picks a coach from the venue’s coach cards; never another venue’s', async () => {
      const shop = await createShop(t.app, { provider: null });
      const other = await createShop(t.app, { provider: null });
      const coachCard = async (complexId: number, first: string, last: string) => {
        const rows = await t.app.db.execute<{ id: number }>(
          sql`insert into coaches (complex_id, first_name, last_name) values (${complexId}, ${first}, ${last}) returning id`,
        );
        return (rows as unknown as { rows: { id: number }[] }).rows[0]!.id;
      };
      const yakov = await coachCard(shop.complexId, 'Яков', 'Борисов');
      const anna = await coachCard(shop.complexId, 'Анна', 'Алексеева');
      const elsewhere = await coachCard(other.complexId, 'Олег', 'Чужой');
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const res = await call(admin.auth, 'GET', `${shop.complexId}/team/coaches`);
      expect(res.statusCode, res.body).toBe(200);
      expect(TeamCoachesResponseSchema.parse(res.json()).coaches).toEqual([
        { id: anna, name: 'Алексеева Анна' },
        { id: yakov, name: 'Борисов Яков' },
      ]);
      // The chosen card names the coach's grant.
      const coach = await call(admin.auth, 'POST', `${shop.complexId}/team`, {
        phone: randomPhone(),
        role: 'COACH',
        coachId: yakov,
      });
      expect(coach.json()).toMatchObject({ role: 'COACH', coachId: yakov });
      expect(
        (
          await call(admin.auth, 'POST', `${shop.complexId}/team`, {
            phone: randomPhone(),
            role: 'COACH',
            coachId: elsewhere,
          })
        ).statusCode,
      ).toBe(404);
      // The team's key, at that venue: not another venue's administrator, not the front desk.
      const otherAdmin = await staffAt(t.app, other.complexId, 'ADMIN');
      expect(
        (await call(otherAdmin.auth, 'GET', `${shop.complexId}/team/coaches`)).statusCode,
      ).toBe(403);
      const desk = await staffAt(t.app, shop.complexId, 'FRONT_DESK');
      expect((await call(desk.auth, 'GET', `${shop.complexId}/team/coaches`)).statusCode).toBe(403);
      expect((await call({}, 'GET', `${shop.complexId}/team/coaches`)).statusCode).toBe(401);
      expect((await call(admin.auth, 'GET', `x/team/coaches`)).statusCode).toBe(400);
    });

    it('the last administrator can be neither removed nor demoted; an organisation admin counts', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await signIn(t.app);
      const grantId = await grant(t.app, admin.user.id, {
        complexId: shop.complexId,
        role: 'ADMIN',
      });
      const demote = await call(admin.auth, 'PATCH', `${shop.complexId}/team/${grantId}`, {
        role: 'CONTROLLER',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe(
        'Нельзя удалить или понизить последнего администратора спортобъекта',
      );
      expect(
        (await call(admin.auth, 'DELETE', `${shop.complexId}/team/${grantId}`)).statusCode,
      ).toBe(409);
      // An administrator of the whole organisation keeps the venue administered.
      const org = await signIn(t.app);
      const orgGrant = await grant(t.app, org.user.id, { ownerId: shop.ownerId, role: 'ADMIN' });
      expect(
        (await call(admin.auth, 'DELETE', `${shop.complexId}/team/${grantId}`)).statusCode,
      ).toBe(200);
      // A venue administrator cannot touch the organisation's grant; its own administrator is last.
      const venueAdmin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const touch = await call(venueAdmin.auth, 'DELETE', `${shop.complexId}/team/${orgGrant}`);
      expect(touch.statusCode).toBe(403);
      const other = await createShop(t.app, { provider: null });
      await t.app.db.execute(
        sql`update complexes set owner_id = ${shop.ownerId} where id = ${other.complexId}`,
      );
      const lastOfOther = await call(org.auth, 'DELETE', `${shop.complexId}/team/${orgGrant}`);
      expect(lastOfOther.statusCode).toBe(409);
    });

    it('the audit page filters by person, kind, days and order number, with a cursor', async () => {
      const shop = await createShop(t.app, { provider: null });
      const admin = await staffAt(t.app, shop.complexId, 'ADMIN');
      const helper = await staffAt(t.app, shop.complexId, 'ADMIN');
      for (let i = 0; i < 3; i++) {
        await call(admin.auth, 'POST', `${shop.complexId}/team`, {
          phone: randomPhone(),
          role: 'CONTROLLER',
        });
        clock.advance(24 * 3_600_000);
      }
      await call(helper.auth, 'POST', `${shop.complexId}/team`, {
        phone: randomPhone(),
        role: 'COACH',
        coachId: 999999,
      });
      const page = (q: string) => call(admin.auth, 'GET', `${shop.complexId}/audit?${q}`);
      const first = AuditPageSchema.parse((await page('limit=2')).json());
      expect(first.items).toHaveLength(2);
      const second = AuditPageSchema.parse(
        (await page(`limit=2&cursor=${first.nextCursor}`)).json(),
      );
      expect(second.items).toHaveLength(1);
      expect(second.nextCursor).toBeNull();
      const byDay = AuditPageSchema.parse((await page('from=2026-11-26&to=2026-11-26')).json());
      expect(byDay.items).toHaveLength(1);
      const byPerson = AuditPageSchema.parse((await page(`userId=${helper.user.id}`)).json());
      expect(byPerson.items).toHaveLength(0);
      expect(AuditPageSchema.parse((await page('kind=REFUND')).json()).items).toHaveLength(0);
      expect(AuditPageSchema.parse((await page('orderNumber=100001')).json()).items).toHaveLength(
        0,
      );
      for (const bad of [
        'kind=NOPE',
        'from=вчера',
        'limit=0',
        'cursor=xx',
        'from=2026-11-27&to=2026-11-26',
      ]) {
        const res = await page(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message, bad).toMatch(/[А-ЯЁа-яё]/);
      }
      // Another venue's administrator sees nothing of it.
      const elsewhere = await staffAt(
        t.app,
        (await createShop(t.app, { provider: null })).complexId,
        'ADMIN',
      );
      expect((await call(elsewhere.auth, 'GET', `${shop.complexId}/audit`)).statusCode).toBe(403);
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from staff_audit where complex_id = ${shop.complexId}`,
        ),
      ).toBe(3);
    });

    it('a demo login administers a venue of its own, hidden from visitors', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/demo-user' });
      const demo = {
        authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}`,
      };
      const roles = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/staff/roles',
        headers: demo,
      });
      expect(roles.json().roles).toEqual([
        expect.objectContaining({
          complexName: 'Демо-спортобъект',
          role: 'ADMIN',
          scope: 'COMPLEX',
        }),
      ]);
      const complexId = (roles.json().roles as { complexId: number }[])[0]!.complexId;
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from complexes where id = ${complexId} and moderation = 'NEW'`,
        ),
      ).toBe(1);
      // The demo staff member of the seed administers real venues, never a demo copy's.
      expect(
        await countRows(
          t.app,
          sql`select count(*)::int as n from venue_staff where complex_id = ${complexId}`,
        ),
      ).toBe(1);
    });
  });
});
