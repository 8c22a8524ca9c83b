import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { randomPhone } from './accounts-helpers';
import type { TestClock } from './clock';
import { friendsApi, person } from './friends-helpers';
import type { TestApp } from './test-app';

// Issue 14: finding a person by their exact phone number — only when they allow it, and a
// number that does not allow it answers word for word like one nobody has; phone searches
// are limited per hour. Every bad input is a 400 with a Russian message, never a 500.
// Registered inside friends.test.ts's suites, so both share one app per engine.
const HOUR_MS = 3_600_000;

export function phoneAndInputTests(app: () => TestApp, clock: TestClock): void {
  it('finds only a person who allows it; anyone else answers as an unknown number', async () => {
    const t = app();
    const api = friendsApi(t.app);
    const a = await person(t.app, { firstName: 'Анна', lastName: 'Смирнова' });
    const b = await person(t.app, { firstName: 'Борис', lastName: 'Орлов' });
    const hidden = await api.send(b, { phone: a.phone });
    const unknown = await api.send(b, { phone: randomPhone() });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.json().message).toMatch(/^По этому номеру никого не нашли/);

    const on = await api.call('PUT', '/v1/friends/settings', a.auth, { findableByPhone: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ findableByPhone: true });
    const sent = await api.send(b, { phone: a.phone });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      outcome: 'SENT',
      request: { via: 'PHONE', person: { id: a.id, firstName: 'Анна' } },
    });
    // Turned off again: not found, even by someone who found her before.
    await api.call('PUT', '/v1/friends/settings', a.auth, { findableByPhone: false });
    const c = await person(t.app, { firstName: 'Вера', lastName: 'Ким' });
    expect((await api.send(c, { phone: a.phone })).body).toBe(unknown.body);
  });

  it('limits phone searches to ten an hour', async () => {
    const t = app();
    const api = friendsApi(t.app);
    const b = await person(t.app, { firstName: 'Борис', lastName: 'Орлов' });
    for (let i = 0; i < 10; i++)
      expect((await api.send(b, { phone: randomPhone() })).statusCode).toBe(404);
    const over = await api.send(b, { phone: randomPhone() });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(/поисков по номеру/);
    clock.advance(HOUR_MS + 1000);
    expect((await api.send(b, { phone: randomPhone() })).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a Russian message', async () => {
    const t = app();
    const api = friendsApi(t.app);
    const a = await person(t.app, { firstName: 'Анна', lastName: 'Смирнова' });
    const id = randomUUID();
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['empty send', 'PUT', '/v1/friends/requests/outgoing', {}],
      [
        'two ways',
        'PUT',
        '/v1/friends/requests/outgoing',
        { inviteCode: 'ABCDEFGHJKLM', phone: '+79990000000' },
      ],
      ['short code', 'PUT', '/v1/friends/requests/outgoing', { inviteCode: 'K7Q2' }],
      ['code with O', 'PUT', '/v1/friends/requests/outgoing', { inviteCode: 'OOOOOOOOOOOO' }],
      ['code as number', 'PUT', '/v1/friends/requests/outgoing', { inviteCode: 12 }],
      ['bad phone', 'PUT', '/v1/friends/requests/outgoing', { phone: '89991234567' }],
      ['withdraw without flag', 'PUT', '/v1/friends/requests/outgoing', { requestId: id }],
      [
        'withdraw false',
        'PUT',
        '/v1/friends/requests/outgoing',
        { requestId: id, withdraw: false },
      ],
      [
        'withdraw bad id',
        'PUT',
        '/v1/friends/requests/outgoing',
        { requestId: 'x', withdraw: true },
      ],
      ['a list', 'PUT', '/v1/friends/requests/outgoing', [1, 2]],
      ['answer without id', 'POST', '/v1/friends/requests/incoming', { accept: true }],
      ['answer as text', 'POST', '/v1/friends/requests/incoming', { requestId: id, accept: 'да' }],
      ['answer bad id', 'POST', '/v1/friends/requests/incoming', { requestId: 5, accept: true }],
      ['remove without id', 'DELETE', '/v1/friends', undefined],
      ['remove bad id', 'DELETE', '/v1/friends?friendId=abc', undefined],
      ['setting as text', 'PUT', '/v1/friends/settings', { findableByPhone: 'yes' }],
      ['setting missing', 'PUT', '/v1/friends/settings', {}],
      ['invite bad code', 'GET', '/v1/friends/invite/%D0%B0%D0%B1%D0%B2', undefined],
    ];
    for (const [name, method, url, payload] of cases) {
      const res = await api.call(method, url, a.auth, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toMatch(/[А-Яа-яЁё]/);
    }
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/v1/friends/requests/outgoing',
      headers: { ...a.auth, 'content-type': 'application/json' },
      payload: '{"inviteCode": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/[А-Яа-яЁё]/);
    // Well-formed but nobody's: 404 in Russian.
    const nobody = await api.call('POST', '/v1/friends/requests/incoming', a.auth, {
      requestId: id,
      accept: true,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('Заявка не найдена');
    expect((await api.invite('ABCDEFGHJKLM')).json().message).toMatch(/^Приглашение не найдено/);
  });
}
