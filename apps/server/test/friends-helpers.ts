import {
  FriendListSchema,
  FriendRequestListSchema,
  FriendSettingsSchema,
} from '@sportkarta/contract/api/friends';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sendMultipart, signIn, VALID_USER } from './accounts-helpers';

// Issue 14: the friends API as the app calls it, for the friends tests.

export type Auth = Record<string, string>;
export interface Person {
  id: string;
  phone: string;
  auth: Auth;
}

/** A new phone sign-in with a name (the lists and notifications show it). */
export async function person(
  app: FastifyInstance,
  name: { firstName: string; lastName: string },
): Promise<Person> {
  const s = await signIn(app);
  const res = await sendMultipart(app, 'POST', '/v1/userInfo', s.auth, [
    { name: 'user', value: JSON.stringify({ ...VALID_USER, ...name }) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return { id: s.user.id, phone: s.user.phone!, auth: s.auth };
}

export function friendsApi(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Auth,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  const ok = async <T>(
    res: Awaited<ReturnType<typeof call>>,
    parse: (v: unknown) => T,
  ): Promise<T> => {
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };
  return {
    call,
    settings: async (p: Person) =>
      ok(await call('GET', '/v1/friends/settings', p.auth), (v) => FriendSettingsSchema.parse(v)),
    send: (p: Person, body: unknown) => call('PUT', '/v1/friends/requests/outgoing', p.auth, body),
    answer: (p: Person, requestId: string, accept: boolean) =>
      call('POST', '/v1/friends/requests/incoming', p.auth, { requestId, accept }),
    withdraw: (p: Person, requestId: string) =>
      call('PUT', '/v1/friends/requests/outgoing', p.auth, { requestId, withdraw: true }),
    remove: (p: Person, friendId: string) =>
      call('DELETE', `/v1/friends?friendId=${friendId}`, p.auth),
    friends: async (p: Person) =>
      (await ok(await call('GET', '/v1/friends', p.auth), (v) => FriendListSchema.parse(v)))
        .friends,
    incoming: async (p: Person) =>
      (
        await ok(await call('GET', '/v1/friends/requests/incoming', p.auth), (v) =>
          FriendRequestListSchema.parse(v),
        )
      ).requests,
    outgoing: async (p: Person) =>
      (
        await ok(await call('GET', '/v1/friends/requests/outgoing', p.auth), (v) =>
          FriendRequestListSchema.parse(v),
        )
      ).requests,
    invite: (code: string, p?: Person) => call('GET', `/v1/friends/invite/${code}`, p?.auth),
  };
}

/** Sends by the other person's invite code and answers the request's id. */
export async function sendByInvite(
  api: ReturnType<typeof friendsApi>,
  from: Person,
  to: Person,
): Promise<string> {
  const { inviteCode } = await api.settings(to);
  const res = await api.send(from, { inviteCode });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { request: { id: string } }).request.id;
}
