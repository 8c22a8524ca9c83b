// The one error type every API call rejects with (spec §7.3: failures are re-thrown to the
// caller as a standard-style error carrying the status and parsed body).
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  /** Stable code from the server's `{ code, message }` answer, or a client-side code. */
  readonly code: string;
  /** Parsed answer body, when there was one. */
  readonly body: unknown;

  constructor(init: { status: number; code: string; message: string; body?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show for a failed call: the server's Russian message, else the error as text. */
export const messageOf = (error: unknown): string =>
  isApiError(error) ? error.message : String(error);

/** Client-side codes for failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  http: 'HTTP_ERROR',
  invalidRequest: 'INVALID_REQUEST',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** No answer arrived at all: the device is offline or the server is out of reach. */
export const isNetworkError = (error: unknown): boolean =>
  isApiError(error) && error.status === 0 && error.code === CLIENT_ERROR_CODES.network;
