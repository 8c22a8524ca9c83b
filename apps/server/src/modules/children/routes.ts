import {
  ChildIdParamsSchema,
  ChildListSchema,
  ChildRemovedSchema,
  ChildSchema,
} from '@sportkarta/contract/api/children';
import { ChildFormSchema } from '@sportkarta/contract/api/profile-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import {
  MULTIPART_DESCRIPTION,
  readProfileParts,
  registerProfileMultipart,
} from '../profile-media/multipart';
import { addChild, deleteChild, editChild, getChildren, type PlaceFreed } from './service';

const BEARER = [{ bearerAuth: [] }];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
};
const CHILD_PART = `Часть child — JSON (firstName, lastName, middleName, birthDate ГГГГ-ММ-ДД, gender, levelTraining AMATEUR, parentId — идентификатор вошедшего, иначе 403).`;

/** `placeFreed`: what a child's freed group place sets off (the sections' waiting list). */
export function childrenRoutes(deps: { placeFreed: PlaceFreed }): FastifyPluginAsyncZod {
  return async (app) => {
    await registerProfileMultipart(app);
    app.get(
      '/userInfo/children',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['children'],
          summary: 'Мои дети',
          security: BEARER,
          response: { 200: ChildListSchema, 401: ApiErrorSchema },
        },
      },
      async (request) => ({ children: await getChildren(app.db, request.user!.id) }),
    );

    app.post(
      '/userInfo/child',
      {
        preValidation: [app.authenticate, readProfileParts('child')],
        schema: {
          tags: ['children'],
          summary: 'Добавить ребёнка',
          description: `${CHILD_PART} ${MULTIPART_DESCRIPTION} Ответ — ребёнок с его id.`,
          security: BEARER,
          consumes: ['multipart/form-data'],
          body: ChildFormSchema,
          response: { 200: ChildSchema, ...errors },
        },
      },
      async (request) =>
        addChild(
          app.db,
          app.files,
          request.user!.id,
          request.body.child,
          request.body.photo ?? null,
        ),
    );

    app.put(
      '/userInfo/child/:id',
      {
        preValidation: [app.authenticate, readProfileParts('child')],
        schema: {
          tags: ['children'],
          summary: 'Изменить данные ребёнка',
          description: `${CHILD_PART} ${MULTIPART_DESCRIPTION} Чужой ребёнок — 404.`,
          security: BEARER,
          consumes: ['multipart/form-data'],
          body: ChildFormSchema,
          params: ChildIdParamsSchema,
          response: { 200: ChildSchema, ...errors },
        },
      },
      async (request) =>
        editChild(
          app.db,
          app.files,
          request.user!.id,
          request.params.id,
          request.body.child,
          request.body.photo ?? null,
        ),
    );

    app.delete(
      '/userInfo/child/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['children'],
          summary: 'Удалить профиль ребёнка',
          description:
            '409 — пока у ребёнка есть действующие билеты или абонементы, неоплаченный заказ или ' +
            'принятая заявка в секцию. Иначе заявки на рассмотрении отзываются, документы и фото ' +
            'удаляются, профиль исчезает из списков; оплаченные заказы и билеты остаются в истории. ' +
            'Чужой ребёнок — 404.',
          security: BEARER,
          params: ChildIdParamsSchema,
          response: {
            200: ChildRemovedSchema,
            400: ApiErrorSchema,
            401: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) =>
        deleteChild(app.db, {
          fileStore: app.files,
          userId: request.user!.id,
          childId: request.params.id,
          now: app.clock.now(),
          placeFreed: deps.placeFreed,
        }),
    );
  };
}
