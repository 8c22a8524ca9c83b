import fastifyMultipart from '@fastify/multipart';
import {
  POLICY_MAX_BYTES,
  POLICY_MESSAGES,
  PolicyUploadFieldsSchema,
  VenuePoliciesSchema,
  VenuePolicyParamsSchema,
} from '@sportkarta/contract/api/venue-policies';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, HttpError } from '../../errors';
import { assertPdf, uploadPolicy, venuePolicies } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/policies';
const NOT_MULTIPART = 'Ожидается запрос multipart/form-data: поле title и файл pdf';

/**
 * The upload's parts — `title` (text) and `pdf` (one file) — read in the handler, after the
 * staff guard: nobody's file is read before their permission at this venue is known.
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  const fields: { title?: string; pdf?: Buffer } = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'pdf') fields.pdf = bytes;
      } else if (part.fieldname === 'title' && typeof part.value === 'string') {
        fields.title = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError('PAYLOAD_TOO_LARGE', POLICY_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError('BAD_REQUEST', 'Слишком много частей: нужны название и один файл PDF');
    throw new HttpError('BAD_REQUEST', NOT_MULTIPART);
  }
  const parsed = PolicyUploadFieldsSchema.safeParse({ title: fields.title });
  if (!parsed.success)
    throw new HttpError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? NOT_MULTIPART);
  assertPdf(fields.pdf);
  return { title: parsed.data.title, pdf: fields.pdf };
}

/** Issue 25: the organisation's policies as versioned PDFs (policies.manage). */
export const venuePolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: POLICY_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 4 * 1024 },
    throwFileSizeLimit: true,
  });
  app.get(
    PATH,
    {
      preHandler: app.staffGuard('policies.manage'),
      schema: {
        tags: TAGS,
        summary: 'Правила организации: текущие версии и прежние',
        description:
          'Правила посещения и правила возврата организации, которой принадлежит спортобъект ' +
          '(они общие для всех её спортобъектов): текущая версия и прежние, у каждой — адрес PDF ' +
          'и сколько заказов с ней согласились.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: VenuePoliciesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => venuePolicies(app.db, request.params.complexId),
  );
  app.post(
    `${PATH}/:kind`,
    {
      preHandler: app.staffGuard('policies.manage'),
      schema: {
        tags: TAGS,
        summary: 'Загрузить новую версию правил',
        description:
          'multipart/form-data: title — название документа, pdf — файл PDF (проверяется по ' +
          `содержимому, не больше ${POLICY_MAX_BYTES} байт). Новая версия становится текущей ` +
          'для покупок с этой минуты; прежняя остаётся доступной по своему адресу, и заказы ' +
          'хранят версии, с которыми согласились их покупатели. Запись в журнале действий.',
        consumes: ['multipart/form-data'],
        security: BEARER,
        params: VenuePolicyParamsSchema,
        response: { 200: VenuePoliciesSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return uploadPolicy(app.db, {
        ...request.params,
        ...upload,
        userId: request.user!.id,
        now: app.clock.now(),
      });
    },
  );
};
