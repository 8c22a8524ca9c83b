import { ru } from '@/i18n/ru';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

// spec §7.3: "A native-platform request error becomes a standard-style error carrying the
// status and parsed body." CapacitorHttp answers { status, data } (data may still be a JSON
// string) or rejects with { message } / { code, message } when no answer arrived.
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const text = data.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

function readServerError(body: unknown): { code?: string; message?: string } {
  if (body && typeof body === 'object') {
    const { code, message } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' && message ? message : undefined,
    };
  }
  return {};
}

/** Builds the ApiError of a non-2xx answer from its status and parsed body. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const { code, message } = readServerError(body);
  return new ApiError({
    status,
    code: code ?? CLIENT_ERROR_CODES.http,
    message: message ?? `${ru.errors.http} (${status})`,
    body,
  });
}

export function toStandardError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const status = typeof record.status === 'number' ? record.status : Number(record.status);
    if (Number.isFinite(status) && status > 0) {
      return errorFromResponse(status, parseBody(record.data ?? record.error));
    }
    const message = typeof record.message === 'string' ? record.message : undefined;
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: ru.errors.network,
      body: message ? { message } : undefined,
    });
  }
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: ru.errors.network });
}
