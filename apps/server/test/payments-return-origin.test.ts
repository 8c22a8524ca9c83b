import { StartPaymentResponseSchema } from '@sportkarta/contract/api/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { paidOrder, paidShop, payOnPage, setFaults, type Auth } from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';

// Issue 28: the provider sends the person back to the origin they paid from (where their sign-in
// lives), taken only from the allow-list. Wednesday 25 November 2026, Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const OK_CARD = '5555555555554477';
const LISTED = 'https://app.sportkarta.test';

describe.each(ENGINES)('the return after paying ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(NOW);
    const app = useTestApp(engine.name, { clock, env: { PAYMENT_RETURN_ORIGINS: LISTED } });
    let t: TestApp;
    beforeEach(async () => {
      t = app();
      clock.set(NOW);
      await setFaults(t.app, { provider: 'YOOKASSA' });
    });

    const start = (auth: Auth, orderId: string, returnOrigin?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/mob/sber/payment',
        headers: auth,
        payload: { orderId, ...(returnOrigin === undefined ? {} : { returnOrigin }) },
      });

    it('comes back to 127.0.0.1 of the port when the person paid from there', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const origin = `http://127.0.0.1:${t.config.port}`;
      // The default address is localhost: the two differ, and the sign-in lives in one of them.
      expect(new URL(t.config.publicBaseUrl).origin).not.toBe(origin);
      const res = await start(me.auth, orderId, origin);
      expect(res.statusCode, res.body).toBe(200);
      const page = StartPaymentResponseSchema.parse(res.json());
      const back = await payOnPage(t.app, page.confirmationUrl, OK_CARD);
      expect(back.location).toBe(`${origin}/payment/${orderId}`);
    });

    it('an origin of PAYMENT_RETURN_ORIGINS is used; without one, PUBLIC_BASE_URL', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const listed = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const page = StartPaymentResponseSchema.parse(
        (await start(me.auth, listed.orderId, LISTED)).json(),
      );
      expect((await payOnPage(t.app, page.confirmationUrl, OK_CARD)).location).toBe(
        `${LISTED}/payment/${listed.orderId}`,
      );
      const plain = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      const page2 = StartPaymentResponseSchema.parse((await start(me.auth, plain.orderId)).json());
      expect((await payOnPage(t.app, page2.confirmationUrl, OK_CARD)).location).toBe(
        `${t.config.publicBaseUrl}/payment/${plain.orderId}`,
      );
    });

    it('a foreign origin is refused, never redirected to (no open redirect)', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      for (const foreign of [
        'https://evil.example',
        `${LISTED}.evil.example`,
        `${LISTED}/payment/x`,
        `//evil.example`,
        'javascript:alert(1)',
      ]) {
        const res = await start(me.auth, orderId, foreign);
        expect(res.statusCode, foreign).toBe(400);
        expect(res.json()).toEqual({
          code: 'INCORRECT_PARAMS',
          message: 'Адрес возврата после оплаты не разрешён',
        });
      }
      // Nothing was opened by the refusals: an allowed origin gets the first page.
      const ok = await start(me.auth, orderId, LISTED);
      expect(ok.statusCode, ok.body).toBe(200);
      const back = await payOnPage(
        t.app,
        StartPaymentResponseSchema.parse(ok.json()).confirmationUrl,
        OK_CARD,
      );
      expect(back.location).toBe(`${LISTED}/payment/${orderId}`);
    });
  });
});
