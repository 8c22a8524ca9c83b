import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import { validationErrorMessage } from '@sportkarta/contract/field-labels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import { ERROR_MESSAGES, HttpError } from '../../errors';
import { PHOTO_MESSAGES } from './photo-store';

export interface ProfileForm<T> {
  data: T;
  /** Raw bytes of the optional `photo` part (not yet checked). */
  photo: Buffer | null;
}

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

/** «Проверьте правильность заполнения полей. Поле «Имя»: Поле обязательно». */
export function validationError(error: z.ZodError, part: string): HttpError {
  const issue = error.issues[0];
  return new HttpError(
    'VALIDATION_ERROR',
    validationErrorMessage(issue && { path: [part, ...issue.path], message: issue.message }),
  );
}

/**
 * Reads a multipart body of spec §7.2: a JSON part (`user` or `child`, as a text field or as a
 * file part with application/json, as browsers' Blob uploads send it) and an optional `photo`.
 */
export async function readProfileForm<S extends ZodType>(
  request: FastifyRequest,
  partName: string,
  schema: S,
): Promise<ProfileForm<z.output<S>>> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Ожидается запрос multipart/form-data');
  }
  let json: string | null = null;
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo') photo = bytes.length > 0 ? bytes : null;
        else if (part.fieldname === partName) json = bytes.toString('utf8');
      } else if (part.fieldname === partName && typeof part.value === 'string') {
        json = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (json === null) {
    throw new HttpError(
      'VALIDATION_ERROR',
      `${ERROR_MESSAGES.VALIDATION_ERROR}: нет части «${partName}»`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new HttpError('BAD_REQUEST', `Часть «${partName}» не является корректным JSON`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw validationError(result.error, partName);
  return { data: result.data, photo };
}
