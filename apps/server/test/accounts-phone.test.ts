import { SendLoginCodeResponseSchema } from '@sportkarta/contract/api/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsRuClient } from '../src/integrations/sms/smsru';
import { demoCode, randomIp, randomPhone, signIn } from './accounts-helpers';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';
import { appTime } from './clock';

describe.each(ENGINES)('phone sign-in ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const send = (phone: string, ip = randomIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mobile/user/registration',
        payload: { phone },
        remoteAddress: ip,
      });
    const confirm = (phone: string, code: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/mobile/user/registration',
        payload: { phone, code },
        remoteAddress: randomIp(),
      });
    /** Moves the phone's codes back in time, as if the 180 s timer had run out. */
    const age = (phone: string, seconds: number) =>
      t.app.db.execute(
        sql`update login_codes set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
      );
    const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

    it('sends a 6-digit code through the SMS.ru emulator and signs a new person in', async () => {
      const phone = randomPhone();
      const res = await send(phone);
      expect(res.statusCode).toBe(200);
      expect(SendLoginCodeResponseSchema.parse(res.json())).toMatchObject({
        sent: true,
        codeLength: 6,
        expiresInSeconds: 180,
        resendAfterSeconds: 180,
        attempts: 3,
        demoCodeAvailable: true,
      });
      const outbox = await t.app.inject({
        method: 'GET',
        url: `/emulators/smsru/messages?phone=${encodeURIComponent(phone)}`,
      });
      const [message] = (outbox.json() as { messages: { text: string; smsId: string }[] }).messages;
      expect(message?.text).toMatch(/^Спорткарта: код для входа \d{6}\./);
      expect(message?.smsId).toMatch(/^\d{6}-\d{8}$/);

      const code = await demoCode(t.app, phone);
      const ok = await confirm(phone, code);
      expect(ok.statusCode).toBe(200);
      const body = ok.json();
      expect(body.tokenType).toBe('Bearer');
      expect(body.user).toMatchObject({ phone, loginMethod: 'PHONE', firstName: '' });
      expect(body.agreementsRequired).toEqual(['CONSENT', 'TERMS_OF_USE']);
      // The code is spent: using it again fails.
      expect((await confirm(phone, code)).statusCode).toBe(400);
    });

    it('stores only a hash of the code', async () => {
      const phone = randomPhone();
      await send(phone);
      const code = await demoCode(t.app, phone);
      const rows = await t.app.db.execute(
        sql`select code_hash from login_codes where phone = ${phone}`,
      );
      const hash = (rows as unknown as { rows: { code_hash: string }[] }).rows[0]?.code_hash;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(code);
    });

    it('the same answer for a registered and an unknown number', async () => {
      const known = await signIn(t.app);
      await age(known.user.phone!, 200);
      const a = await send(known.user.phone!);
      const b = await send(randomPhone());
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      // A second sign-in finds the same person.
      const again = await confirm(known.user.phone!, await demoCode(t.app, known.user.phone!));
      expect(again.json().user.id).toBe(known.user.id);
    });

    it('normalises the number: 8 (999) … and +7 999 … are the same person', async () => {
      const phone = randomPhone();
      const local = `8 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
      expect((await send(local)).statusCode).toBe(200);
      const res = await confirm(phone, await demoCode(t.app, phone));
      expect(res.json().user.phone).toBe(phone);
    });

    it('three wrong codes use the code up; then even the right one needs a new code', async () => {
      const phone = randomPhone();
      await send(phone);
      const code = await demoCode(t.app, phone);
      const first = await confirm(phone, wrongCode(code));
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('Неверный код. Осталось попыток: 2');
      expect((await confirm(phone, wrongCode(code))).json().message).toBe(
        'Неверный код. Осталось попыток: 1',
      );
      expect((await confirm(phone, wrongCode(code))).json().message).toBe(
        'Неверный код. Попытки закончились, запросите новый код',
      );
      const fourth = await confirm(phone, code);
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json().message).toBe('Попытки ввода кода закончились, запросите новый код');
      // A used-up code may be replaced at once, and only the newest code counts.
      expect((await send(phone)).statusCode).toBe(200);
      const fresh = await demoCode(t.app, phone);
      if (fresh !== code) expect((await confirm(phone, code)).statusCode).toBe(400);
      expect((await confirm(phone, fresh)).statusCode).toBe(200);
    });

    it('resend only after the 180 s timer', async () => {
      const phone = randomPhone();
      expect((await send(phone)).statusCode).toBe(200);
      const early = await send(phone);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(early.json().message).toMatch(/^Новый код можно запросить через \d+ с$/);
      await age(phone, 181);
      expect((await send(phone)).statusCode).toBe(200);
    });

    it('an expired code is refused', async () => {
      const phone = randomPhone();
      await send(phone);
      const code = await demoCode(t.app, phone);
      await t.app.db.execute(
        sql`update login_codes set expires_at = ${appTime(t.app, -1000)}::timestamptz where phone = ${phone}`,
      );
      const res = await confirm(phone, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/запросите новый код/);
    });

    it('per phone: 5 codes an hour, so guessing across resends is capped at 15 tries', async () => {
      const phone = randomPhone();
      let guesses = 0;
      for (let i = 0; i < 5; i += 1) {
        expect((await send(phone)).statusCode).toBe(200);
        const code = await demoCode(t.app, phone);
        for (let k = 0; k < 3; k += 1) {
          if ((await confirm(phone, wrongCode(code))).statusCode === 400) guesses += 1;
        }
      }
      expect(guesses).toBe(15);
      const sixth = await send(phone);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(
        'Слишком много запросов кода для этого номера. Попробуйте позже',
      );
      // Still limited after the timer: the hourly window counts.
      await age(phone, 200);
      expect((await send(phone)).statusCode).toBe(429);
    });

    it('per phone: 20 codes a day', async () => {
      const phone = randomPhone();
      for (let i = 0; i < 20; i += 1) {
        expect((await send(phone)).statusCode).toBe(200);
        await age(phone, 3700); // each send an hour after the previous one
      }
      expect((await send(phone)).statusCode).toBe(429);
    });

    it('per IP: 10 codes an hour to different numbers', async () => {
      const ip = randomIp();
      for (let i = 0; i < 10; i += 1) expect((await send(randomPhone(), ip)).statusCode).toBe(200);
      const res = await send(randomPhone(), ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Слишком много запросов кода. Попробуйте позже');
    });

    it('bad input answers 400 in Russian', async () => {
      const bad = await send('12345');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message:
          'Проверьте правильность заполнения полей. Поле «Телефон»: Некорректный номер телефона',
      });
      const noCode = await confirm(randomPhone(), 'abc');
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().message).toMatch(/Код должен состоять из 6 цифр/);
      const never = await confirm(randomPhone(), '123456');
      expect(never.statusCode).toBe(400);
      expect(never.json().message).toBe('Код не запрашивался или устарел, запросите новый код');
      const noDemo = await t.app.inject({
        method: 'GET',
        url: `/v1/mobile/user/registration/demo-code?phone=${encodeURIComponent(randomPhone())}`,
      });
      expect(noDemo.statusCode).toBe(404);
    });

    it('the emulator speaks SMS.ru: a wrong api_id is an ERROR answer the adapter raises', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/emulators/smsru/sms/send',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'api_id=wrong&to=79990001122&msg=test&json=1',
      });
      expect(res.json()).toMatchObject({ status: 'ERROR', status_code: 200 });
      const client = createSmsRuClient({
        baseUrl: 'http://x/emulators/smsru',
        apiId: 'wrong',
        transport: async (url, init) => {
          const r = await t.app.inject({
            method: 'POST',
            url: new URL(url).pathname,
            headers: init.headers,
            payload: init.body,
          });
          return { status: r.statusCode, text: async () => r.body };
        },
      });
      await expect(client.send('+79990001122', 'x')).rejects.toThrow(/200/);
    });
  });
});

describe('SMS.ru adapter', () => {
  const answer = (status: number, body: string) => async () => ({
    status,
    text: async () => body,
  });
  it('sends the form fields SMS.ru expects and returns the sms_id', async () => {
    let seen: { url: string; body: string } | undefined;
    const client = createSmsRuClient({
      baseUrl: 'https://sms.example/',
      apiId: 'KEY',
      transport: async (url, init) => {
        seen = { url, body: init.body ?? '' };
        return {
          status: 200,
          text: async () =>
            JSON.stringify({
              status: 'OK',
              status_code: 100,
              sms: { '79281234567': { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
              balance: 10,
            }),
        };
      },
    });
    await expect(client.send('+79281234567', 'Код 123456')).resolves.toEqual({
      smsId: '000000-10000000',
    });
    expect(seen?.url).toBe('https://sms.example/sms/send');
    expect(Object.fromEntries(new URLSearchParams(seen?.body))).toEqual({
      api_id: 'KEY',
      to: '79281234567',
      msg: 'Код 123456',
      json: '1',
    });
  });
  it('raises on HTTP errors, gateway errors, per-number errors and non-JSON', async () => {
    const send = (transport: ReturnType<typeof answer>) =>
      createSmsRuClient({ baseUrl: 'https://s', apiId: 'k', transport }).send('+79281234567', 't');
    await expect(send(answer(500, ''))).rejects.toThrow(/HTTP 500/);
    await expect(send(answer(200, 'oops'))).rejects.toThrow(/not its JSON/);
    await expect(
      send(
        answer(
          200,
          JSON.stringify({ status: 'ERROR', status_code: 201, status_text: 'Нет денег' }),
        ),
      ),
    ).rejects.toThrow(/201/);
    await expect(
      send(
        answer(
          200,
          JSON.stringify({
            status: 'OK',
            status_code: 100,
            sms: { '79281234567': { status: 'ERROR', status_code: 207, status_text: 'Нельзя' } },
          }),
        ),
      ),
    ).rejects.toThrow(/207/);
  });
});
