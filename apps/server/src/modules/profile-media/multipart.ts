import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { PHOTO_MESSAGES } from '../../lib/photo-store';

/** The photo part, for the OpenAPI descriptions of the routes that take one. */
export const MULTIPART_DESCRIPTION = `Тело multipart/form-data. Фотография — часть photo: JPG или PNG (тип проверяется по содержимому), не больше ${IMAGE_MAX_BYTES} байт; сервер пережимает её в JPEG не больше 500×500 с качеством 70 и удаляет метаданные. Адрес фотографии содержит случайный токен и меняется при каждой загрузке.`;

/**
 * Multipart parsing for the routes that take a photo (spec §5: at most 10,000,000 bytes, one
 * file per request). Registered in those route plugins only: the plugin's hooks then run for
 * them and not for every /v1 request.
 */
export async function registerProfileMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
}

function multipartError(err: unknown): HttpError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Ожидается запрос multipart/form-data');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(
      'BAD_REQUEST',
      'Слишком много частей в запросе: нужны данные и одна фотография',
    );
  }
  return new HttpError('BAD_REQUEST', 'Некорректный запрос multipart/form-data');
}

/**
 * A preValidation hook that reads a multipart body of spec §7.2 — a JSON part (`user` or
 * `child`, as a text field or as a file part with application/json, as browsers' Blob uploads
 * send it) and an optional `photo` — into `request.body` as `{ [partName]: text, photo?: bytes }`
 * for the route's body schema (contract/api/profile-forms.ts) to check. List it after the
 * authentication hook, so nobody's upload is read before the caller is known.
 */
export function readProfileParts(partName: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) {
      throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Ожидается запрос multipart/form-data');
    }
    const body: Record<string, string | Buffer> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'photo' && bytes.length > 0) body.photo = bytes;
          else if (part.fieldname === partName) body[partName] = bytes.toString('utf8');
        } else if (part.fieldname === partName && typeof part.value === 'string') {
          body[partName] = part.value;
        }
      }
    } catch (err) {
      throw multipartError(err);
    }
    request.body = body;
  };
}

const NO_PHOTO = 'Выберите фотографию';

/**
 * The one `photo` file of a multipart body, read in a route's handler — so a staff route reads
 * nobody's upload before its guard has known the caller's permission (preHandler runs after
 * preValidation). No file (or an empty one) is 400; the bytes are checked by normalisePhoto.
 */
export async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Ожидается запрос multipart/form-data');
  }
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'photo' && bytes.length > 0) photo = bytes;
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!photo) throw new HttpError('VALIDATION_ERROR', NO_PHOTO);
  return photo;
}
