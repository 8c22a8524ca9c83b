import {
  ApiErrorSchema,
  ERROR_HTTP_STATUS,
  ERROR_MESSAGES,
  errorCodeForStatus,
  type ErrorCode,
} from '@sportkarta/contract/error-codes';

/**
 * The server's side of the contract's error catalogue: every error body is `{ code, message }`
 * (STYLE.md "Texts") with a code from `@sportkarta/contract/error-codes` and a Russian message.
 */
export { ApiErrorSchema, ERROR_MESSAGES, errorCodeForStatus, type ErrorCode };

/** 404 of every route that names a venue (the list, the venue page, favourites, ratings). */
export const PLACE_NOT_FOUND = 'Площадка не найдена';

/** A more specific text than ERROR_MESSAGES.BAD_REQUEST for the commonest client mistake. */
export const INVALID_JSON_MESSAGE = 'Тело запроса не является корректным JSON';

/** Thrown by services; the error handler turns it into `{ code, message }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    statusCode: number = ERROR_HTTP_STATUS[code],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/** Route schemas' error answers: every listed status is a `{ code, message }` body. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ApiErrorSchema])) as Record<
    S,
    typeof ApiErrorSchema
  >;
}
