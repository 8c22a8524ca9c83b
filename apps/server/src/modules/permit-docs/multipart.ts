import fastifyMultipart from '@fastify/multipart';
import {
  PERMIT_DOC_MAX_SCANS,
  PERMIT_DOC_SCAN_MAX_BYTES,
} from '@sportkarta/contract/config/documents';
import { VALIDATION_MESSAGES } from '@sportkarta/contract/validation-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { SCAN_MESSAGES, sniffScan } from '../../lib/scan-store';

const TOO_MANY = VALIDATION_MESSAGES.files(PERMIT_DOC_MAX_SCANS);
const NOT_MULTIPART = 'Ожидается запрос multipart/form-data';

/**
 * Multipart parsing for POST /v1/mob/savePermitDoc only (registered in its plugin): each file
 * at most PERMIT_DOC_SCAN_MAX_BYTES, cut off while it streams; one file more than the scans
 * allowed (the `doc` part may come as a file) so the extra one gets the spec §5 message.
 */
export async function registerDocMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PERMIT_DOC_SCAN_MAX_BYTES,
      files: PERMIT_DOC_MAX_SCANS + 2,
      fields: 4,
      parts: PERMIT_DOC_MAX_SCANS + 6,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: true,
  });
}

function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError('PAYLOAD_TOO_LARGE', SCAN_MESSAGES.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  if (code === 'FST_FILES_LIMIT') return new HttpError('VALIDATION_ERROR', TOO_MANY);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(
      'BAD_REQUEST',
      'Слишком много частей в запросе: нужны данные документа и сканы',
    );
  return new HttpError('BAD_REQUEST', 'Некорректный запрос multipart/form-data');
}

/**
 * A preValidation hook (after authentication): reads part `doc` (JSON as a text field or a file
 * part) and the files of part `scans` into `request.body` as `{ doc: text, scans: bytes[] }` for
 * the route's schema. A file that is not JPEG, PNG or PDF by its first bytes, or one file too
 * many, ends the upload at once, before the rest is read.
 */
export async function readDocParts(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  const body: { doc?: string; scans: Uint8Array[] } = { scans: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'doc' && typeof part.value === 'string') body.doc = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'doc') body.doc = bytes.toString('utf8');
      if (part.fieldname !== 'scans' || bytes.length === 0) continue;
      if (body.scans.length === PERMIT_DOC_MAX_SCANS)
        throw new HttpError('VALIDATION_ERROR', TOO_MANY);
      if (sniffScan(bytes) === null) throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.type);
      body.scans.push(bytes);
    }
  } catch (err) {
    throw multipartError(err);
  }
  request.body = body;
}
