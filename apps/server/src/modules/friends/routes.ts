import {
  AnswerRequestBodySchema,
  FriendListSchema,
  FriendRequestListSchema,
  FriendRequestItemSchema,
  FriendSettingsSchema,
  FriendSettingsUpdateSchema,
  InviteParamsSchema,
  InviteSchema,
  OutgoingRequestBodySchema,
  OutgoingResultSchema,
  RemoveFriendQuerySchema,
} from '@sportkarta/contract/api/friends';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { sendOrWithdraw } from './send';
import { answerRequest, friendsOf, pendingRequests, removeFriend } from './service';
import { getSettings, lookupInvite, regenerateInviteCode, setFindableByPhone } from './settings';

const TAGS = ['friends'];
const BEARER = [{ bearerAuth: [] }];

/** spec §7.1 Friends, plus how a person is found (invite code, phone setting): docs/api-friends.md. */
export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  app.get(
    '/friends',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Мои друзья: имя и фотография',
        security: BEARER,
        response: { 200: FriendListSchema, ...errorResponses(401) },
      },
    },
    async (request) => friendsOf(app.db, request.user!.id),
  );
  app.delete(
    '/friends',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Удалить из друзей',
        description: 'Дружба снимается с обеих сторон. 404 — этого человека нет среди друзей.',
        security: BEARER,
        querystring: RemoveFriendQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeFriend(app.db, request.user!.id, request.query.friendId);
      return reply.code(204).send(null);
    },
  );
  for (const direction of ['incoming', 'outgoing'] as const) {
    app.get(
      `/friends/requests/${direction}`,
      {
        ...auth,
        schema: {
          tags: TAGS,
          summary: direction === 'incoming' ? 'Заявки мне' : 'Мои заявки',
          description: 'Только ожидающие ответа, новые первыми.',
          security: BEARER,
          response: { 200: FriendRequestListSchema, ...errorResponses(401) },
        },
      },
      async (request) => pendingRequests(app.db, request.user!.id, direction),
    );
  }
  app.post(
    '/friends/requests/incoming',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Принять или отклонить заявку',
        description:
          'Отправитель принятой заявки получает уведомление. Отклонённая заявка блокирует ' +
          'повторные заявки её отправителя, пока отклонивший сам не пригласит его. ' +
          '404 — нет такой заявки мне; 409 — на неё уже ответили или её отозвали.',
        security: BEARER,
        body: AnswerRequestBodySchema,
        response: { 200: FriendRequestItemSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      answerRequest(app.db, { userId: request.user!.id, body: request.body, now: app.clock.now() }),
  );
  app.put(
    '/friends/requests/outgoing',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Отправить заявку (по коду приглашения или номеру) или отозвать её',
        description:
          '{ inviteCode } или { phone } — отправить; { requestId, withdraw: true } — отозвать. ' +
          'Если человек уже прислал мне заявку, она принимается (outcome ACCEPTED). ' +
          'Номер, владелец которого не разрешил поиск, отвечает как несуществующий (404). ' +
          '409 ALREADY_FRIENDS, FRIEND_REQUEST_EXISTS, FRIEND_REQUEST_DECLINED; ' +
          '422 SELF_FRIENDING; 429 — слишком много заявок или поисков по номеру.',
        security: BEARER,
        body: OutgoingRequestBodySchema,
        response: {
          200: OutgoingResultSchema,
          ...errorResponses(400, 401, 404, 409, 422, 429),
        },
      },
    },
    async (request) =>
      sendOrWithdraw(app.db, {
        userId: request.user!.id,
        body: request.body,
        now: app.clock.now(),
      }),
  );
  app.get(
    '/friends/settings',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Мой код приглашения и поиск по номеру',
        security: BEARER,
        response: { 200: FriendSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getSettings(app.db, request.user!.id, app.clock.now()),
  );
  app.put(
    '/friends/settings',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Разрешить или запретить находить меня по номеру телефона',
        security: BEARER,
        body: FriendSettingsUpdateSchema,
        response: { 200: FriendSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      setFindableByPhone(app.db, {
        userId: request.user!.id,
        findableByPhone: request.body.findableByPhone,
        now: app.clock.now(),
      }),
  );
  app.post(
    '/friends/settings/invite-code',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Заменить код приглашения',
        description: 'Старая ссылка и QR-код перестают работать сразу.',
        security: BEARER,
        response: { 200: FriendSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => regenerateInviteCode(app.db, request.user!.id, app.clock.now()),
  );
  app.get(
    '/friends/invite/:code',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Кто пригласил: имя, первая буква фамилии, фотография',
        description:
          'Доступно по ссылке и гостю. Вошедший видит также relation — кем он уже приходится ' +
          'автору приглашения. Ни идентификатора, ни телефона автора.',
        params: InviteParamsSchema,
        response: { 200: InviteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      lookupInvite(app.db, { code: request.params.code, readerId: request.user?.id ?? null }),
  );
};
