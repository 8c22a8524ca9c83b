import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation-messages';

export const SUPPORT_TEXT_MAX = 2000;
export const SUPPORT_CONTACT_MAX = 200;

/** PUT /v1/userrequest: a person's message to support. */
export const SupportRequestSchema = z
  .object({
    text: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(SUPPORT_TEXT_MAX, VALIDATION_MESSAGES.textLength(SUPPORT_TEXT_MAX))
      .describe('Текст обращения, до 2000 символов'),
    contact: z
      .string()
      .trim()
      .max(SUPPORT_CONTACT_MAX, VALIDATION_MESSAGES.textLength(SUPPORT_CONTACT_MAX))
      .optional()
      .describe('Как связаться для ответа (почта или телефон), если не по данным профиля'),
  })
  .describe('Обращение в поддержку');

export const SupportRequestResponseSchema = z
  .object({
    id: z.string().uuid().describe('Номер обращения'),
    status: z.literal('received').describe('Обращение принято'),
  })
  .describe('Обращение принято');
