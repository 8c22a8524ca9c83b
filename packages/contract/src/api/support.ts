import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation-messages';

export const SUPPORT_TEXT_MAX = 2000;
export const SUPPORT_CONTACT_MAX = 200;

/** What a request is about (issue 28): the support form's choice. */
export const SUPPORT_TOPICS = ['PURCHASE', 'REFUND', 'ACCOUNT', 'VENUE', 'APP', 'OTHER'] as const;
export const SupportTopicSchema = z.enum(SUPPORT_TOPICS, { error: 'Выберите тему обращения' });
export type SupportTopic = z.infer<typeof SupportTopicSchema>;
export const SUPPORT_TOPIC_LABELS: Readonly<Record<SupportTopic, string>> = {
  PURCHASE: 'Покупка или оплата',
  REFUND: 'Возврат',
  ACCOUNT: 'Профиль и вход',
  VENUE: 'Спортобъект',
  APP: 'Работа приложения',
  OTHER: 'Другое',
};

/** received → in_progress → answered, moved by support. */
export const SUPPORT_STATUSES = ['received', 'in_progress', 'answered'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = {
  received: 'Получено',
  in_progress: 'В работе',
  answered: 'Есть ответ',
};

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
    topic: SupportTopicSchema.default('OTHER').describe('Тема; нет — OTHER'),
    orderId: z
      .string()
      .uuid('Неверный идентификатор заказа')
      .optional()
      .describe('Заказ, о котором обращение: только свой, иначе 404'),
  })
  .describe('Обращение в поддержку');
export type SupportRequestInput = z.input<typeof SupportRequestSchema>;

export const SupportRequestResponseSchema = z
  .object({
    id: z.string().uuid().describe('Номер обращения'),
    status: z.literal('received').describe('Обращение принято'),
  })
  .describe('Обращение принято');

/** GET /v1/userrequest (issue 28): the person's own requests, newest first. */
export const SupportRequestItemSchema = z.object({
  id: z.string().uuid(),
  topic: SupportTopicSchema,
  topicLabel: z.string(),
  text: z.string(),
  contact: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  statusLabel: z.string(),
  order: z
    .object({ id: z.string().uuid(), number: z.number().int() })
    .nullable()
    .describe('Приложенный заказ'),
  createdAt: z.string().describe('Когда отправлено, ISO'),
});
export type SupportRequestItem = z.infer<typeof SupportRequestItemSchema>;
export const SupportRequestListSchema = z
  .object({ requests: z.array(SupportRequestItemSchema) })
  .describe('Мои обращения в поддержку');
export type SupportRequestList = z.infer<typeof SupportRequestListSchema>;
