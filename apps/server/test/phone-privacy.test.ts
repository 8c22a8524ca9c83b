import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCode, randomIp, randomPhone, signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 26: whether a number is registered is told to nobody its owner did not allow. POST
// /v1/verified-users answers only people who switched on «Находить меня по номеру телефона»,
// limited per person and per client address; the sign-in answers a registered and an unknown
// number alike, to the byte, through a wrong code too.
// Wednesday 11:00 in Moscow: the hour-long windows of the limit are well inside the day.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';
const LIMITED = 'Слишком много проверок номеров из контактов. Попробуйте через час';

describe.each(ENGINES)('phone numbers are not told ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    const clock = testClock(WEDNESDAY);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const lookup = (
      app: FastifyInstance,
      auth: Record<string, string>,
      phones: string[],
      ip = randomIp(),
    ) =>
      app.inject({
        method: 'POST',
        url: '/v1/verified-users',
        headers: auth,
        payload: { phones },
        remoteAddress: ip,
      });
    const findable = (auth: Record<string, string>, on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/friends/settings',
        headers: auth,
        payload: { findableByPhone: on },
      });

    it('verified-users hides a person who did not allow being found, shows one who did', async () => {
      const me = await signIn(t.app);
      const hidden = await signIn(t.app);
      const shown = await signIn(t.app);
      expect((await findable(shown.auth, true)).statusCode).toBe(200);
      const unknown = randomPhone();
      const phones = [hidden.user.phone!, shown.user.phone!, unknown];

      const res = await lookup(t.app, me.auth, phones);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ phones: [shown.user.phone] });

      // Switched on, then off again: the answer follows the setting.
      await findable(hidden.auth, true);
      expect((await lookup(t.app, me.auth, phones)).json()).toEqual({
        phones: [hidden.user.phone, shown.user.phone],
      });
      await findable(hidden.auth, false);
      expect((await lookup(t.app, me.auth, phones)).json()).toEqual({
        phones: [shown.user.phone],
      });
    });

    it('verified-users is limited per person: the 11th call in an hour is 429, in Russian', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      for (let i = 0; i < 10; i++)
        expect((await lookup(t.app, me.auth, [randomPhone()])).statusCode).toBe(200);
      const over = await lookup(t.app, me.auth, [randomPhone()]);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: LIMITED });
      // Another person is not limited by my calls.
      expect((await lookup(t.app, other.auth, [randomPhone()])).statusCode).toBe(200);
      // An hour later the window has moved on.
      clock.advance(60 * 60_000 + 1000);
      expect((await lookup(t.app, me.auth, [randomPhone()])).statusCode).toBe(200);
    });

    it('verified-users is limited per client address: many people from one address', async () => {
      const ip = randomIp();
      const people = await Promise.all(Array.from({ length: 4 }, () => signIn(t.app)));
      // 30 calls from one address, spread over people who are each under their own limit.
      for (let i = 0; i < 30; i++) {
        const res = await lookup(t.app, people[i % 4]!.auth, [randomPhone()], ip);
        expect(res.statusCode, `call ${i + 1}`).toBe(200);
      }
      const over = await lookup(t.app, people[0]!.auth, [randomPhone()], ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(LIMITED);
      // The same person from another address is still answered (7 calls of 10 so far).
      expect((await lookup(t.app, people[3]!.auth, [randomPhone()])).statusCode).toBe(200);
      const counted = await t.app.db.execute(
        sql`select count(*)::int as n from phone_lookups where ip = ${ip}`,
      );
      expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(30);
    });

    it('the sign-in answers a registered and an unknown number alike, a wrong code too', async () => {
      const known = await signIn(t.app);
      // The registered number's last code is 180 s old: a new one may be asked for.
      clock.advance(200_000);
      const unknown = randomPhone();
      const send = (phone: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/mobile/user/registration',
          payload: { phone },
          remoteAddress: randomIp(),
        });
      const a = await send(known.user.phone!);
      const b = await send(unknown);
      expect(a.statusCode).toBe(200);
      expect({ status: b.statusCode, body: b.body }).toEqual({
        status: a.statusCode,
        body: a.body,
      });
      expect(b.headers['content-length']).toBe(a.headers['content-length']);

      const wrong = async (phone: string) => {
        const code = await demoCode(t.app, phone);
        return t.app.inject({
          method: 'PUT',
          url: '/v1/mobile/user/registration',
          payload: { phone, code: code === '000000' ? '000001' : '000000' },
          remoteAddress: randomIp(),
        });
      };
      const wa = await wrong(known.user.phone!);
      const wb = await wrong(unknown);
      expect(wa.statusCode).toBe(400);
      expect({ status: wb.statusCode, body: wb.body }).toEqual({
        status: wa.statusCode,
        body: wa.body,
      });
      // Asking again at once: the same «wait» for both.
      const ra = await send(known.user.phone!);
      const rb = await send(unknown);
      expect(ra.statusCode).toBe(429);
      expect({ status: rb.statusCode, body: rb.body }).toEqual({
        status: ra.statusCode,
        body: ra.body,
      });
    });
  });
});
