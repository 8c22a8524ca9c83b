import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createTestApp, type TestApp } from './test-app';

// Every checkout call answers bad input with 400 and a Russian message, never a 500
// (the validation itself is one code path, so PGlite suffices).

describe('checkout input', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite', { clock: testClock('2026-11-25T11:00:00+03:00') });
    await t.app.ready();
    auth = (await signIn(t.app)).auth;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const good = () => ({
    idempotencyKey: randomUUID(),
    complexId: 1,
    agreementsAccepted: true,
    lines: [{ kind: 'SERVICE', serviceId: 1, visitDate: '2026-11-26', quantity: 1 }],
  });
  const cases: [string, string, unknown][] = [
    ['/v2/mob/scheduled-events/reservations', 'POST', { sessionId: 'x', quantity: 1 }],
    ['/v2/mob/scheduled-events/reservations', 'POST', { sessionId: 1, quantity: 0 }],
    ['/v2/mob/scheduled-events/reservations', 'POST', { sessionId: 1, quantity: 11 }],
    ['/v2/mob/scheduled-events/reservations', 'POST', { sessionId: 1e300, quantity: 1 }],
    ['/v2/mob/scheduled-events/reservations/delete', 'POST', { reservationId: '1' }],
    ['/v2/mob/preorder', 'POST', { ...good(), idempotencyKey: 'abc' }],
    ['/v2/mob/preorder', 'POST', { ...good(), lines: [] }],
    ['/v2/mob/preorder', 'POST', { ...good(), lines: [{ kind: 'GOODS', id: 1 }] }],
    [
      '/v2/mob/preorder',
      'POST',
      {
        ...good(),
        lines: [{ kind: 'SERVICE', serviceId: 1, visitDate: '26.11.2026', quantity: 1 }],
      },
    ],
    [
      '/v2/mob/preorder',
      'POST',
      {
        ...good(),
        lines: [{ kind: 'SERVICE', serviceId: -1, visitDate: '2026-11-26', quantity: 1 }],
      },
    ],
    ['/v2/mob/preorder', 'POST', { ...good(), childId: 'someone' }],
    ['/v2/mob/preorder', 'POST', { ...good(), agreementsAccepted: 'yes' }],
    ['/v1/mob/preorder', 'POST', { ...good(), complexId: 99999999999 }],
    ['/v2/mob/order-free-sales', 'POST', { ...good(), lines: 'all' }],
    ['/v1/mob/public/calculateCommissionMobileSales', 'POST', { complexId: 1 }],
    ['/v1/mob/orderCompleted/not-a-uuid', 'GET', undefined],
  ];

  it.each(cases)('%s %s %j → 400 in Russian', async (url, method, payload) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/[А-Яа-яЁё]/);
    expect(body.message).not.toMatch(/undefined|Invalid|expected/);
  });

  it('a body that is not JSON, and calls without a session', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v2/mob/preorder',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"lines": [',
    });
    expect(broken.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/mob/preorder',
      payload: good(),
    });
    expect(anonymous.statusCode).toBe(401);
    const unknownVenue = await t.app.inject({
      method: 'POST',
      url: '/v2/mob/preorder',
      headers: auth,
      payload: { ...good(), complexId: 987654 },
    });
    expect(unknownVenue.statusCode).toBe(404);
    expect(unknownVenue.json().message).toBe('Спортобъект не найден');
  });
});
