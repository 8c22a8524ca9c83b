import { InviteSchema } from '@sportkarta/contract/api/friends';
import { NotificationListSchema } from '@sportkarta/contract/api/notifications';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FRIENDS } from '../src/db/seed/friends';
import { testClock } from './clock';
import { friendsApi, person, sendByInvite, type Person } from './friends-helpers';
import { phoneAndInputTests } from './friends-phone-input';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { DEMO_ORGANISERS } from '../src/db/seed/user-events';

// Issue 14: friends through HTTP on both engines — the invite-link way from first look to
// friendship and back, the rules (no self-friending, no duplicate, a declined request stays
// blocked, mutual requests meet), each person's own data only, the demo copy's friends and
// account deletion; the phone way and bad input (friends-phone-input.ts). A Wednesday morning in Moscow:
// nothing here depends on the day, the clock only moves for the limits' windows.
const NOW = '2026-11-25T11:00:00+03:00';

describe.each(ENGINES)('friends ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock });
    let t: TestApp;
    let api: ReturnType<typeof friendsApi>;
    beforeEach(() => {
      t = app();
      api = friendsApi(t.app);
      clock.set(NOW);
    });
    const anna = () => person(t.app, { firstName: 'Анна', lastName: 'Смирнова' });
    const boris = () => person(t.app, { firstName: 'Борис', lastName: 'Орлов' });
    const notices = async (p: Person) => {
      const res = await api.call('GET', '/service/v1/notify/notifications', p.auth);
      return NotificationListSchema.parse(res.json()).notifications;
    };
    const code = (res: { statusCode: number; json: () => unknown }) => [
      res.statusCode,
      (res.json() as { code?: string }).code,
    ];

    it('two people become friends through an invite link, and part again', async () => {
      const a = await anna();
      const b = await boris();
      const settings = await api.settings(a);
      expect(settings.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
      expect(settings).toMatchObject({
        invitePath: `/invite/${settings.inviteCode}`,
        findableByPhone: false,
      });
      // The same code until replaced.
      expect((await api.settings(a)).inviteCode).toBe(settings.inviteCode);

      // A visitor with the link sees only the first name, the initial and the photo.
      const seen = await api.invite(settings.inviteCode);
      expect(seen.statusCode).toBe(200);
      expect(InviteSchema.parse(seen.json())).toEqual({
        code: settings.inviteCode,
        inviter: { firstName: 'Анна', lastNameInitial: 'С', photo: null },
        relation: null,
      });
      expect(seen.body).not.toContain(a.id);
      expect(seen.body).not.toContain(a.phone);
      expect((await api.invite(settings.inviteCode, b)).json()).toMatchObject({
        relation: 'NONE',
      });

      // Sent with the code as typed (lower case, spaces): A is told, both lists show it.
      const sent = await api.send(b, { inviteCode: ` ${settings.inviteCode.toLowerCase()} ` });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({
        outcome: 'SENT',
        request: { status: 'PENDING', via: 'INVITE', person: { id: a.id, firstName: 'Анна' } },
      });
      const [incoming] = await api.incoming(a);
      expect(incoming).toMatchObject({
        status: 'PENDING',
        person: { id: b.id, firstName: 'Борис', lastName: 'Орлов', photo: null },
      });
      expect((await api.outgoing(b)).map((r) => r.person.id)).toEqual([a.id]);
      expect((await notices(a))[0]).toMatchObject({
        kind: 'FRIEND_REQUEST',
        body: 'Борис О. хочет добавить вас в друзья.',
        link: '/tabs/profile/friends?tab=incoming',
      });
      expect((await api.invite(settings.inviteCode, b)).json()).toMatchObject({
        relation: 'OUTGOING',
      });

      const accepted = await api.answer(a, incoming!.id, true);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', person: { id: b.id } });
      // Friends both ways, with name and photo only.
      const [friendOfA] = await api.friends(a);
      expect(Object.keys(friendOfA!).sort()).toEqual([
        'firstName',
        'id',
        'lastName',
        'photo',
        'since',
      ]);
      expect(friendOfA).toMatchObject({ id: b.id, since: new Date(NOW).toISOString() });
      expect((await api.friends(b)).map((f) => f.id)).toEqual([a.id]);
      expect(await api.incoming(a)).toEqual([]);
      expect(await api.outgoing(b)).toEqual([]);
      expect((await notices(b))[0]).toMatchObject({
        kind: 'FRIEND_ACCEPTED',
        body: 'Анна С. теперь у вас в друзьях.',
        link: '/tabs/profile/friends',
      });
      expect((await api.invite(settings.inviteCode, b)).json()).toMatchObject({
        relation: 'FRIENDS',
      });
      expect(code(await api.send(b, { inviteCode: settings.inviteCode }))).toEqual([
        409,
        'ALREADY_FRIENDS',
      ]);

      // Removed by one side: gone for both; either may ask again.
      expect((await api.remove(b, a.id)).statusCode).toBe(204);
      expect(await api.friends(a)).toEqual([]);
      expect(await api.friends(b)).toEqual([]);
      expect(code(await api.remove(b, a.id))).toEqual([404, 'NOT_FOUND']);
      await sendByInvite(api, a, b);
    });

    it('a replaced invite code stops working at once', async () => {
      const a = await anna();
      const b = await boris();
      const old = (await api.settings(a)).inviteCode;
      const res = await api.call('POST', '/v1/friends/settings/invite-code', a.auth);
      expect(res.statusCode).toBe(200);
      const fresh = (res.json() as { inviteCode: string }).inviteCode;
      expect(fresh).not.toBe(old);
      expect(code(await api.invite(old))).toEqual([404, 'NOT_FOUND']);
      expect(code(await api.send(b, { inviteCode: old }))).toEqual([404, 'NOT_FOUND']);
      expect((await api.invite(fresh)).statusCode).toBe(200);
    });

    it('nobody befriends themself', async () => {
      const a = await anna();
      const { inviteCode } = await api.settings(a);
      expect((await api.invite(inviteCode, a)).json()).toMatchObject({ relation: 'SELF' });
      const res = await api.send(a, { inviteCode });
      expect(code(res)).toEqual([422, 'SELF_FRIENDING']);
      expect(res.json().message).toBe('Нельзя добавить в друзья самого себя');
      await api.call('PUT', '/v1/friends/settings', a.auth, { findableByPhone: true });
      expect(code(await api.send(a, { phone: a.phone }))).toEqual([422, 'SELF_FRIENDING']);
    });

    it('no duplicate request; when they had asked me, my request accepts theirs', async () => {
      const a = await anna();
      const b = await boris();
      await sendByInvite(api, b, a);
      const again = await api.send(b, { inviteCode: (await api.settings(a)).inviteCode });
      expect(code(again)).toEqual([409, 'FRIEND_REQUEST_EXISTS']);
      expect(again.json().message).toBe('Заявка этому человеку уже отправлена');
      expect(await api.outgoing(b)).toHaveLength(1);
      expect((await api.invite((await api.settings(b)).inviteCode, a)).json()).toMatchObject({
        relation: 'INCOMING',
      });

      const mutual = await api.send(a, { inviteCode: (await api.settings(b)).inviteCode });
      expect(mutual.statusCode, mutual.body).toBe(200);
      expect(mutual.json()).toMatchObject({
        outcome: 'ACCEPTED',
        request: { status: 'ACCEPTED', person: { id: b.id } },
      });
      expect((await api.friends(a)).map((f) => f.id)).toEqual([b.id]);
      expect(await api.incoming(a)).toEqual([]);
      expect((await notices(b)).map((n) => n.kind)).toEqual(['FRIEND_ACCEPTED']);
    });

    it('a declined request stays blocked; the decliner may still ask later', async () => {
      const a = await anna();
      const b = await boris();
      const id = await sendByInvite(api, b, a);
      const declined = await api.answer(a, id, false);
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'DECLINED' });
      expect(await api.incoming(a)).toEqual([]);
      expect(await api.outgoing(b)).toEqual([]);
      // No notification of a decline.
      expect(await notices(b)).toEqual([]);
      const codeOfA = (await api.settings(a)).inviteCode;
      expect((await api.invite(codeOfA, b)).json()).toMatchObject({ relation: 'DECLINED' });
      clock.advance(2 * 86_400_000);
      const again = await api.send(b, { inviteCode: codeOfA });
      expect(code(again)).toEqual([409, 'FRIEND_REQUEST_DECLINED']);
      // An answered request cannot be answered again.
      expect(code(await api.answer(a, id, true))).toEqual([409, 'CONFLICT']);

      // A changes her mind and asks B: that lifts the block.
      const back = await sendByInvite(api, a, b);
      expect((await api.answer(b, back, true)).statusCode).toBe(200);
      expect((await api.friends(b)).map((f) => f.id)).toEqual([a.id]);
    });

    it('a withdrawn request is gone for both and cannot be answered', async () => {
      const a = await anna();
      const b = await boris();
      const id = await sendByInvite(api, b, a);
      const res = await api.withdraw(b, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'WITHDRAWN', request: { status: 'WITHDRAWN' } });
      expect(await api.incoming(a)).toEqual([]);
      expect(await api.outgoing(b)).toEqual([]);
      expect(code(await api.answer(a, id, true))).toEqual([409, 'CONFLICT']);
      expect(code(await api.withdraw(b, id))).toEqual([409, 'CONFLICT']);
      expect(await api.friends(a)).toEqual([]);
      // Withdrawing is no decline: B may ask again.
      await sendByInvite(api, b, a);
    });

    it('a second person can neither see nor change the first ones’ friends and requests', async () => {
      const a = await anna();
      const b = await boris();
      const c = await person(t.app, { firstName: 'Вера', lastName: 'Ким' });
      const id = await sendByInvite(api, b, a);
      expect(await api.incoming(c)).toEqual([]);
      expect(await api.outgoing(c)).toEqual([]);
      expect(code(await api.answer(c, id, true))).toEqual([404, 'NOT_FOUND']);
      // The sender cannot accept their own request either.
      expect(code(await api.answer(b, id, true))).toEqual([404, 'NOT_FOUND']);
      expect(code(await api.withdraw(c, id))).toEqual([404, 'NOT_FOUND']);
      expect(code(await api.withdraw(a, id))).toEqual([404, 'NOT_FOUND']);
      expect(await api.incoming(a)).toHaveLength(1);
      expect((await api.answer(a, id, true)).statusCode).toBe(200);
      expect(await api.friends(c)).toEqual([]);
      expect(code(await api.remove(c, a.id))).toEqual([404, 'NOT_FOUND']);
      expect((await api.friends(a)).map((f) => f.id)).toEqual([b.id]);
      for (const url of [
        '/v1/friends',
        '/v1/friends/requests/incoming',
        '/v1/friends/requests/outgoing',
        '/v1/friends/settings',
      ]) {
        const res = await api.call('GET', url);
        expect(code(res), url).toEqual([401, 'UNAUTHORIZED']);
      }
    });

    it('a daily limit of requests per person', async () => {
      const a = await anna();
      const b = await boris();
      // 30 requests sent today (answered long ago, to a seeded person), from the app's clock.
      await t.app.db.execute(sql`
        insert into friend_requests (from_user_id, to_user_id, status, via, created_at)
        select ${a.id}::uuid, ${DEMO_FRIENDS[0].id}::uuid, 'WITHDRAWN', 'INVITE',
               ${new Date(clock.now().getTime() - 3_600_000).toISOString()}::timestamptz
          from generate_series(1, 30)`);
      const { inviteCode } = await api.settings(b);
      const res = await api.send(a, { inviteCode });
      expect(code(res)).toEqual([429, 'RATE_LIMITED']);
      expect(res.json().message).toMatch(/заявок в друзья за сутки/);
      clock.advance(23 * 3_600_000 + 60_000);
      expect((await api.send(a, { inviteCode })).statusCode).toBe(200);
    });

    it('account deletion takes the friendships, the requests and the invite code', async () => {
      const a = await anna();
      const b = await boris();
      const c = await person(t.app, { firstName: 'Вера', lastName: 'Ким' });
      const toB = await sendByInvite(api, a, b);
      await api.answer(b, toB, true);
      await sendByInvite(api, a, c);
      const { inviteCode } = await api.settings(a);
      const res = await api.call('POST', '/v1/mobile/user/deleteRegistration', a.auth);
      expect(res.statusCode).toBe(204);
      expect(await api.friends(b)).toEqual([]);
      expect(await api.incoming(c)).toEqual([]);
      expect(code(await api.invite(inviteCode))).toEqual([404, 'NOT_FOUND']);
      const left = await t.app.db.execute(sql`
        select (select count(*) from friendships where user_id = ${a.id} or friend_id = ${a.id})
             + (select count(*) from friend_requests where from_user_id = ${a.id} or to_user_id = ${a.id})
             + (select count(*) from friend_settings where user_id = ${a.id}) as n`);
      expect(Number((left as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(0);
    });

    it('a demo copy has two friends, the organisers of the demo games, and one request waiting', async () => {
      const res = await api.call('POST', '/v1/demo-user');
      expect(res.statusCode).toBe(200);
      const demo = {
        id: '',
        phone: '',
        auth: { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` },
      };
      const friends = await api.friends(demo);
      // The seeded friends with their drawn photos, and the template's friendships with the
      // four organisers of the demo games (issue 28: their friends-only games are seen in the
      // demo), nobody else; sorted by last name.
      expect(friends.map((f) => `${f.firstName} ${f.lastName}`)).toEqual([
        'Екатерина Волкова',
        'Дмитрий Ковалёв',
        'Екатерина Лебедева',
        'Михаил Орлов',
        'Ольга Смирнова',
        'Дмитрий Соколов',
      ]);
      const organisers = new Set<string>(DEMO_ORGANISERS.map((o) => o.id));
      expect(friends.filter((f) => organisers.has(f.id))).toHaveLength(DEMO_ORGANISERS.length);
      const seeded = friends.filter((f) => !organisers.has(f.id));
      expect(seeded.every((f) => f.photo?.startsWith('/v1/photos/'))).toBe(true);
      const [waiting] = await api.incoming(demo);
      expect(waiting?.person).toMatchObject({
        firstName: 'Артём',
        lastName: 'Лебедев',
        photo: null,
      });
      // The demo can answer it like anyone.
      expect((await api.answer(demo, waiting!.id, true)).statusCode).toBe(200);
      expect(await api.friends(demo)).toHaveLength(7);
      // The seeded people are nobody's to sign into, and another copy starts afresh.
      const other = await api.call('POST', '/v1/demo-user');
      const auth = {
        authorization: `Bearer ${(other.json() as { accessToken: string }).accessToken}`,
      };
      expect(await api.friends({ id: '', phone: '', auth })).toHaveLength(6);
    });

    phoneAndInputTests(app, clock);
  });
});
