// Error codes of spec §8 plus the server's generic codes; every error body is { code, message }
// with a stable code and a Russian message the app can show as is (STYLE.md).
import { z } from 'zod';

/** The body of every 4xx/5xx answer of our API. `code` stays a string: clients must tolerate new codes. */
export const ApiErrorSchema = z
  .object({
    code: z.string().describe('Стабильный код ошибки, например NOT_FOUND'),
    message: z.string().describe('Сообщение для пользователя на русском языке'),
  })
  .describe('Ошибка API');
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** spec §8 purchase codes. */
export const PURCHASE_ERROR_CODES = ['VISIT_LIMITS_EXCEEDED', 'ORDER_CANT_BE_CREATED'] as const;
/** spec §8 payment error codes. */
export const PAYMENT_ERROR_CODES = [
  'PAYMENT_CANCELED',
  'INCORRECT_PAYMENT_CALLBACK_ID',
  'INCORRECT_PARAMS',
  'DEEP_LINK_FAILED',
  'CONFIGURATION_MISSED',
  'UNKNOWN',
] as const;
/** The checkout's own refusals (issue 10; the spec shows none). */
export const CHECKOUT_ERROR_CODES = [
  'SOLD_OUT',
  'SALES_NOT_OPEN',
  'HOLD_EXPIRED',
  'IN_APP_PURCHASE_UNAVAILABLE',
] as const;
/** A section group's refusals of an application (issue 13). */
export const SECTION_ERROR_CODES = ['GROUP_FULL', 'ALREADY_APPLIED', 'AGE_NOT_FIT'] as const;
/** Refusals around a person's own event (issue 14). */
export const USER_EVENT_ERROR_CODES = ['EVENT_FULL', 'ALREADY_REGISTERED', 'EVENT_CLOSED'] as const;
/** The friendship rules' refusals (issue 14, docs/api-friends.md). */
export const FRIEND_ERROR_CODES = [
  'ALREADY_FRIENDS',
  'FRIEND_REQUEST_EXISTS',
  'FRIEND_REQUEST_DECLINED',
  'SELF_FRIENDING',
] as const;
/** Our server's generic codes (the spec leaves server bodies unshown, §8). */
export const GENERIC_ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export const ERROR_CODES = [
  ...PURCHASE_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...SECTION_ERROR_CODES,
  ...USER_EVENT_ERROR_CODES,
  ...FRIEND_ERROR_CODES,
  ...GENERIC_ERROR_CODES,
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
export type PurchaseErrorCode = (typeof PURCHASE_ERROR_CODES)[number];
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** Default Russian message per code; a handler may send a more specific one. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  VISIT_LIMITS_EXCEEDED: 'Превышен лимит посещений',
  ORDER_CANT_BE_CREATED: 'Не удалось создать заказ',
  PAYMENT_CANCELED: 'Оплата отменена',
  INCORRECT_PAYMENT_CALLBACK_ID: 'Неверный идентификатор платежа',
  INCORRECT_PARAMS: 'Неверные параметры платежа',
  DEEP_LINK_FAILED: 'Не удалось вернуться в приложение после оплаты',
  CONFIGURATION_MISSED: 'Оплата не настроена',
  UNKNOWN: 'Неизвестная ошибка оплаты',
  SOLD_OUT: 'Билеты на этот сеанс закончились',
  SALES_NOT_OPEN: 'Продажи ещё не открылись',
  HOLD_EXPIRED: 'Время брони истекло, выберите места заново',
  IN_APP_PURCHASE_UNAVAILABLE:
    'Покупка через приложение недоступна для данной услуги. Вы можете приобрести билеты в кассе в часы работы.',
  GROUP_FULL: 'В группе не осталось мест',
  ALREADY_APPLIED: 'Заявка в эту группу уже подана',
  AGE_NOT_FIT: 'Группа не подходит по возрасту',
  EVENT_FULL: 'Мест больше нет',
  ALREADY_REGISTERED: 'Вы уже записаны на это событие',
  EVENT_CLOSED: 'Запись на это событие закрыта',
  ALREADY_FRIENDS: 'Вы уже друзья',
  FRIEND_REQUEST_EXISTS: 'Заявка этому человеку уже отправлена',
  FRIEND_REQUEST_DECLINED: 'Этот человек отклонил вашу заявку в друзья',
  SELF_FRIENDING: 'Нельзя добавить в друзья самого себя',
  VALIDATION_ERROR: 'Проверьте правильность заполнения полей',
  BAD_REQUEST: 'Некорректный запрос',
  UNAUTHORIZED: 'Требуется авторизация',
  FORBIDDEN: 'Недостаточно прав',
  NOT_FOUND: 'Не найдено',
  METHOD_NOT_ALLOWED: 'Метод не поддерживается',
  CONFLICT: 'Конфликт данных: обновите страницу и попробуйте снова',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  URI_TOO_LONG: 'Слишком длинный адрес запроса',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип данных',
  RATE_LIMITED: 'Слишком много запросов, попробуйте позже',
  INTERNAL_ERROR: 'Внутренняя ошибка сервера',
  SERVICE_UNAVAILABLE: 'Сервис временно недоступен',
};

/**
 * The HTTP status our server answers with for each code (our design; the spec shows none).
 * DEEP_LINK_FAILED and PAYMENT_CANCELED mostly arise in the app, but keep a status for symmetry.
 */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  VISIT_LIMITS_EXCEEDED: 409,
  ORDER_CANT_BE_CREATED: 422,
  PAYMENT_CANCELED: 409,
  INCORRECT_PAYMENT_CALLBACK_ID: 400,
  INCORRECT_PARAMS: 400,
  DEEP_LINK_FAILED: 400,
  CONFIGURATION_MISSED: 503,
  UNKNOWN: 502,
  SOLD_OUT: 409,
  SALES_NOT_OPEN: 409,
  HOLD_EXPIRED: 409,
  IN_APP_PURCHASE_UNAVAILABLE: 422,
  GROUP_FULL: 409,
  ALREADY_APPLIED: 409,
  AGE_NOT_FIT: 422,
  EVENT_FULL: 409,
  ALREADY_REGISTERED: 409,
  EVENT_CLOSED: 409,
  ALREADY_FRIENDS: 409,
  FRIEND_REQUEST_EXISTS: 409,
  FRIEND_REQUEST_DECLINED: 409,
  SELF_FRIENDING: 422,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Narrows an unknown code (e.g. from ApiError.code) to one this contract knows. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
}

/** The generic code for an HTTP status, for errors raised without one (e.g. by a framework). */
export function errorCodeForStatus(status: number): GenericErrorCode {
  const exact = GENERIC_ERROR_CODES.find(
    (code) => code !== 'VALIDATION_ERROR' && ERROR_HTTP_STATUS[code] === status,
  );
  if (exact) return exact;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
