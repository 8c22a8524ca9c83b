import { UserUpdateFormSchema } from '@sportkarta/contract/api/profile-forms';
import {
  UserSchema,
  UserUpdateSchema,
  VerifiedUsersRequestSchema,
  VerifiedUsersResponseSchema,
} from '@sportkarta/contract/api/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, HttpError } from '../../errors';
import {
  MULTIPART_DESCRIPTION,
  readProfileParts,
  registerProfileMultipart,
} from '../profile-media/multipart';
import { PHOTO_TOKEN, readPhoto } from '../../lib/photo-store';
import { getUser, updateUser, verifiedPhones } from './service';

const BEARER = [{ bearerAuth: [] }];

export function userRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    await registerProfileMultipart(app);
    app.get(
      '/userInfo',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Профиль вошедшего пользователя',
          security: BEARER,
          response: { 200: UserSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => getUser(app.db, request.user!.id),
    );

    app.post(
      '/userInfo',
      {
        // The caller is known before the parts are read; the body schema then checks them.
        preValidation: [app.authenticate, readProfileParts('user')],
        schema: {
          tags: ['profile'],
          summary: 'Изменить профиль',
          description: `Часть user — JSON (${Object.keys(UserUpdateSchema.shape).join(', ')}); телефон не меняется, даже если прислан. ${MULTIPART_DESCRIPTION} Ответ — обновлённый профиль.`,
          security: BEARER,
          consumes: ['multipart/form-data'],
          body: UserUpdateFormSchema,
          response: {
            200: UserSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
          },
        },
      },
      async (request) =>
        updateUser(
          app.db,
          app.files,
          request.user!.id,
          request.body.user,
          request.body.photo ?? null,
        ),
    );

    app.get(
      '/photos/:file',
      {
        schema: {
          tags: ['profile'],
          summary: 'Фотография профиля или ребёнка',
          description:
            'Адрес берётся из поля photo профиля или ребёнка. Имя файла — случайный токен из 192 бит: угадать чужой адрес нельзя, а картинку можно показать тегом img без заголовка Authorization.',
          params: z.object({ file: z.string().describe('<токен>.jpg') }),
        },
      },
      async (request, reply) => {
        const token = request.params.file.replace(/\.jpg$/, '');
        const bytes = PHOTO_TOKEN.test(token) ? await readPhoto(app.files, token) : null;
        if (!bytes) throw new HttpError('NOT_FOUND', 'Фотография не найдена');
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('referrer-policy', 'no-referrer')
          .send(bytes);
      },
    );

    app.post(
      '/verified-users',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Кто из контактов зарегистрирован',
          description:
            'Для поиска друзей: из присланных номеров (до 500) отвечает только те, что принадлежат зарегистрированным людям, разрешившим находить их по номеру («Находить меня по номеру телефона»), в виде +7XXXXXXXXXX. Номер человека, который не разрешил, отвечает как незнакомый. Ни имён, ни идентификаторов. Только для вошедших; не больше 10 вызовов в час на человека и 30 с одного адреса — сверх 429.',
          security: BEARER,
          body: VerifiedUsersRequestSchema,
          response: {
            200: VerifiedUsersResponseSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => ({
        phones: await verifiedPhones(app.db, {
          userId: request.user!.id,
          ip: request.ip,
          phones: request.body.phones,
          now: app.clock.now(),
        }),
      }),
    );
  };
}
