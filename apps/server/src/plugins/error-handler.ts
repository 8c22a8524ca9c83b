import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { validationErrorMessage } from '@sportkarta/contract/field-labels';
import { ERROR_MESSAGES, HttpError, INVALID_JSON_MESSAGE, errorCodeForStatus } from '../errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** The request part a schema checked, as received (it names the items of a filter list). */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  return undefined;
}

/** «Поле «Масштаб»: Слишком маленькое значение…» — the field named so the person can fix it. */
function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  input: unknown,
): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  return validationErrorMessage(first && { path, message: first.message }, context, input);
}

function isJsonSyntaxError(err: FastifyError): boolean {
  return (
    err instanceof SyntaxError ||
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  );
}

/**
 * The one error handler (issue 2 §2): every 4xx is `{ code, message }` with a Russian message;
 * a 5xx hides its internals from the client and is logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.code(400).send({
        code: 'VALIDATION_ERROR',
        message: describeValidation(
          err.validation ?? [],
          err.validationContext,
          requestPart(request, err.validationContext),
        ),
      });
    }
    if (isJsonSyntaxError(err)) {
      return reply.code(400).send({ code: 'BAD_REQUEST', message: INVALID_JSON_MESSAGE });
    }
    // A service's HttpError carries a message written for the person (Russian, no internals),
    // also for a deliberate 502/503 such as «SMS-шлюз недоступен»: pass it on, but log a 5xx.
    if (err instanceof HttpError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'запрос завершился ошибкой сервера');
      return reply.code(err.statusCode).send({ code: err.code, message: err.message });
    }

    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500 || isResponseSerializationError(err)) {
      request.log.error({ err }, 'запрос завершился ошибкой сервера');
      const code = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
      return reply.code(status >= 500 ? status : 500).send({ code, message: ERROR_MESSAGES[code] });
    }
    // Framework 4xx (413, 415, 429…): its English message is replaced by ours.
    const code = errorCodeForStatus(status);
    return reply.code(status).send({ code, message: ERROR_MESSAGES[code] });
  });
}

/**
 * Errors the router raises before any route or hook (Fastify's `frameworkErrors`): a path
 * parameter over `maxParamLength` (414), a URL that does not decode (400). Without it Fastify
 * writes its own English body; with it they are `{ code, message }` like every other answer.
 */
export function answerFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
  if (status >= 500) request.log.error({ err }, 'запрос завершился ошибкой сервера');
  const code = errorCodeForStatus(status);
  void reply.code(status).send({ code, message: ERROR_MESSAGES[code] });
}

/** Unknown API paths answer JSON, never the SPA (issue 2 §2). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
}
