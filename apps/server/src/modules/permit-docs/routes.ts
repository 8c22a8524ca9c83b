import {
  PermitDocDeletedSchema,
  PermitDocFormSchema,
  PermitDocIdQuerySchema,
  PermitDocListSchema,
  PermitDocScanParamsSchema,
  PermitDocSchema,
  PermitDocUpdateFormSchema,
  PermitDocsAllRequestSchema,
  PermitDocsRequestSchema,
} from '@sportkarta/contract/api/permit-docs';
import { PERMIT_DOC_MAX_SCANS } from '@sportkarta/contract/config/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../errors';
import { readDocParts, registerDocMultipart } from './multipart';
import { allDocs, deleteDoc, personDocs, readOwnScan, saveDoc, updateDoc } from './service';

const TAGS = ['documents'];
const BEARER = [{ bearerAuth: [] }];
const SAVE_DESCRIPTION =
  'Тело multipart/form-data: часть doc — JSON (personId — вошедший или его ребёнок, kind, ' +
  'number, issueDate, validUntil ГГГГ-ММ-ДД), части scans — от 1 до ' +
  `${PERMIT_DOC_MAX_SCANS} файлов JPG, PNG или PDF, каждый не больше 10 000 000 байт. Тип ` +
  'определяется по содержимому, не по имени файла и не по заявленному типу. Чужой ребёнок — 404.';
const FILTER_DESCRIPTION =
  'Состояние listState вычисляется по часам приложения: ARCHIVED, если день по Москве позже ' +
  'validUntil. Активные сначала, затем новые сначала.';

const sendScan = (reply: FastifyReply, file: { bytes: Buffer; contentType: string }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);

/** spec §7.1 "Children and documents": the permit documents (issue 14, docs/api-documents.md). */
export function permitDocsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    await registerDocMultipart(app);
    const fileStore = app.files;

    app.post(
      '/mob/savePermitDoc',
      {
        preValidation: [app.authenticate, readDocParts],
        schema: {
          tags: TAGS,
          summary: 'Добавить документ (свой или ребёнка) со сканами',
          description: SAVE_DESCRIPTION,
          security: BEARER,
          consumes: ['multipart/form-data'],
          body: PermitDocFormSchema,
          response: { 200: PermitDocSchema, ...errorResponses(400, 401, 404, 413, 415) },
        },
      },
      async (request) =>
        saveDoc(app.db, {
          fileStore,
          userId: request.user!.id,
          input: request.body.doc,
          files: request.body.scans,
          now: app.clock.now(),
        }),
    );

    app.put(
      '/mob/updatePermitDoc',
      {
        preValidation: [app.authenticate, readDocParts],
        schema: {
          tags: TAGS,
          summary: 'Изменить документ (только свой)',
          description:
            'Параметр id; тело как у savePermitDoc, но сканы необязательны: новые заменяют ' +
            'прежние, без них прежние остаются. Чужой или несуществующий документ — 404.',
          security: BEARER,
          consumes: ['multipart/form-data'],
          querystring: PermitDocIdQuerySchema,
          body: PermitDocUpdateFormSchema,
          response: { 200: PermitDocSchema, ...errorResponses(400, 401, 404, 413, 415) },
        },
      },
      async (request) =>
        updateDoc(app.db, {
          fileStore,
          userId: request.user!.id,
          id: request.query.id,
          input: request.body.doc,
          files: request.body.scans,
          now: app.clock.now(),
        }),
    );

    app.delete(
      '/mob/deletePermitDoc',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Удалить документ и его сканы',
          description: 'Параметр id. Чужой или несуществующий документ — 404.',
          security: BEARER,
          querystring: PermitDocIdQuerySchema,
          response: { 200: PermitDocDeletedSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        deleteDoc(app.db, { fileStore, userId: request.user!.id, id: request.query.id }),
    );

    app.post(
      '/mob/getVisitorPermitDocs',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Документы одного человека: вошедшего или его ребёнка',
          description: `Тело: personId (нет — сам вошедший; чужой ребёнок — 404), kinds, listState. ${FILTER_DESCRIPTION}`,
          security: BEARER,
          body: PermitDocsRequestSchema,
          response: { 200: PermitDocListSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        personDocs(app.db, { userId: request.user!.id, body: request.body, now: app.clock.now() }),
    );

    app.post(
      '/mob/getVisitorPermitDocsAll',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Все документы вошедшего и его детей',
          description: `Тело (необязательно): kinds, listState. ${FILTER_DESCRIPTION}`,
          security: BEARER,
          body: PermitDocsAllRequestSchema,
          response: { 200: PermitDocListSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        allDocs(app.db, { userId: request.user!.id, body: request.body, now: app.clock.now() }),
    );

    for (const thumb of [false, true]) {
      app.get(
        thumb ? '/mob/permitDocScan/:scanId/thumb' : '/mob/permitDocScan/:scanId',
        {
          preHandler: app.authenticate,
          schema: {
            tags: TAGS,
            summary: thumb ? 'Уменьшенная копия скана-изображения' : 'Скан документа',
            description:
              'Только владельцу документа, с Bearer-токеном; чужой скан — 404. Ответ — ' +
              (thumb ? 'image/jpeg.' : 'image/jpeg или application/pdf.'),
            security: BEARER,
            params: PermitDocScanParamsSchema,
          },
        },
        async (request, reply) =>
          sendScan(
            reply,
            await readOwnScan(app.db, {
              fileStore,
              userId: request.user!.id,
              scanId: request.params.scanId,
              thumb,
            }),
          ),
      );
    }
  };
}
