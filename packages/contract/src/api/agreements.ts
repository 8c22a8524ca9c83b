import { z } from 'zod';
import { AgreementSchema } from '../enums';

/** GET /v1/agreements: the current version of each agreement (spec §3 Agreements). */
export const AgreementDocumentSchema = z
  .object({
    agreement: AgreementSchema.describe('Вид соглашения: CONSENT или TERMS_OF_USE'),
    version: z.number().int().describe('Текущая версия текста'),
    title: z.string().describe('Заголовок'),
    text: z.string().describe('Текст соглашения (абзацы разделены пустой строкой)'),
    url: z.string().nullable().describe('Адрес полной версии документа, если есть'),
    publishedAt: z.string().describe('Когда опубликована версия (ISO 8601)'),
    accepted: z
      .boolean()
      .nullable()
      .describe('Принята ли эта версия вошедшим человеком; null для гостя'),
  })
  .describe('Соглашение');
export type AgreementDocument = z.infer<typeof AgreementDocumentSchema>;

export const AgreementListSchema = z
  .object({ agreements: z.array(AgreementDocumentSchema).describe('CONSENT и TERMS_OF_USE') })
  .describe('Соглашения');

/** POST /v1/agreements/accept: accepting names the version read, so a changed text is not accepted blindly. */
export const AcceptAgreementsRequestSchema = z
  .object({
    agreements: z
      .array(
        z.object({
          agreement: AgreementSchema.describe('Вид соглашения'),
          version: z.number().int().positive().describe('Версия, которую человек прочитал'),
        }),
      )
      .min(1, 'Выберите хотя бы одно соглашение')
      .max(10)
      .describe('Принимаемые соглашения с версиями'),
  })
  .describe('Принятие соглашений');

export const AcceptAgreementsResponseSchema = z
  .object({
    agreementsRequired: z
      .array(AgreementSchema)
      .describe('Соглашения, которые ещё осталось принять'),
  })
  .describe('Соглашения приняты');
