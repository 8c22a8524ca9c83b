import { z } from 'zod';
import { AgreementSchema } from '../enums';
import { VALIDATION_MESSAGES, phoneSchema } from '../validation-messages';
import { UserSchema } from './user';

/** A sign-in code is 6 digits (integrations.md §7). */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_MESSAGE = 'Код должен состоять из 6 цифр';

/**
 * +7 (999) 123-45-67, 8 999 123 45 67, 79991234567 → +79991234567. Anything that is not a
 * Russian mobile-length number is returned trimmed and unchanged (so validation names it).
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')))
    return `+7${digits.slice(1)}`;
  if (digits.length === 10 && trimmed.startsWith('9')) return `+7${digits}`;
  return trimmed;
}

/** A phone in any usual notation, normalised to +7XXXXXXXXXX and then checked. */
export const loginPhoneSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .transform(normalizePhone)
  .pipe(phoneSchema);

/** POST /v1/mobile/user/registration */
export const SendLoginCodeRequestSchema = z
  .object({
    phone: loginPhoneSchema.describe(
      'Телефон: +7XXXXXXXXXX (скобки, пробелы, 8 в начале допустимы)',
    ),
  })
  .describe('Запрос кода для входа по телефону');

export const SendLoginCodeResponseSchema = z
  .object({
    sent: z.literal(true).describe('Код отправлен в SMS'),
    codeLength: z.number().int().describe('Число цифр в коде'),
    expiresInSeconds: z.number().int().describe('Сколько секунд код действителен'),
    resendAfterSeconds: z.number().int().describe('Через сколько секунд можно запросить новый код'),
    attempts: z.number().int().describe('Сколько попыток ввода даётся на один код'),
    demoCodeAvailable: z
      .boolean()
      .describe(
        'Работает эмулятор SMS: код можно получить через GET /v1/mobile/user/registration/demo-code',
      ),
  })
  .describe('Код отправлен. Ответ одинаков для новых и зарегистрированных номеров');
export type SendLoginCodeResponse = z.infer<typeof SendLoginCodeResponseSchema>;

/** PUT /v1/mobile/user/registration */
export const ConfirmLoginCodeRequestSchema = z
  .object({
    phone: loginPhoneSchema.describe('Тот же телефон, на который отправлен код'),
    code: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .regex(/^\d{6}$/, LOGIN_CODE_MESSAGE)
      .describe('Код из SMS: 6 цифр'),
  })
  .describe('Подтверждение кода из SMS');

/** The answer of every sign-in: phone code, demo, session renewal (and Sber ID later). */
export const SessionResponseSchema = z
  .object({
    accessToken: z
      .string()
      .describe('JWT (HS256) с идентификатором сессии; передаётся как Authorization: Bearer'),
    tokenType: z.literal('Bearer').describe('Тип токена'),
    expiresAt: z.string().describe('Когда сессия истечёт (ISO 8601)'),
    user: UserSchema,
    agreementsRequired: z
      .array(AgreementSchema)
      .describe(
        'Соглашения, текущие версии которых человек ещё не принял: показать и принять через POST /v1/agreements/accept',
      ),
  })
  .describe('Сессия пользователя');
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** GET /v1/mobile/user/registration/demo-code?phone= (embedded mode only). */
export const DemoCodeQuerySchema = z.object({
  phone: loginPhoneSchema.describe('Телефон, на который отправлен код'),
});
export const DemoCodeResponseSchema = z
  .object({
    phone: z.string().describe('Телефон +7XXXXXXXXXX'),
    code: z.string().describe('Последний код, отправленный на этот номер'),
    sentAt: z.string().describe('Когда отправлено SMS (ISO 8601)'),
  })
  .describe('Код из эмулятора SMS, чтобы в демо-режиме войти мог любой');

/** GET /v1/sessions */
export const SessionInfoSchema = z
  .object({
    id: z.string().uuid().describe('Идентификатор сессии'),
    createdAt: z.string().describe('Когда выполнен вход (ISO 8601)'),
    lastSeenAt: z.string().describe('Последняя активность (ISO 8601, с точностью до минуты)'),
    expiresAt: z.string().describe('Когда сессия истечёт (ISO 8601)'),
    userAgent: z.string().nullable().describe('Браузер или приложение, из которого выполнен вход'),
    current: z.boolean().describe('Это сессия, из которой сделан запрос'),
  })
  .describe('Активная сессия');
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const SessionListSchema = z
  .object({ sessions: z.array(SessionInfoSchema).describe('Активные сессии, новые первыми') })
  .describe('Активные сессии пользователя');

export const SessionIdParamsSchema = z.object({
  id: z.string().uuid('Неверный идентификатор сессии').describe('Идентификатор сессии'),
});
