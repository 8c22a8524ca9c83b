import { z } from 'zod';
import { PERSON_INN_PATTERN, TAX_DEDUCTION_FIRST_YEAR } from '../config/tax';
import { VALIDATION_MESSAGES } from '../validation-messages';
import { birthDateSchema } from './user';

// Issue 12: the certificate for the sports tax deduction (spec §7.1
// POST /service-docs/mob/taxRequest/data and POST /service-docs/mob/taxRequest;
// integrations.md §6). Money is in kopecks; a year is the calendar year of the payment in the
// venue's time zone.

export const TAX_YEAR_MESSAGE = `Укажите год не раньше ${TAX_DEDUCTION_FIRST_YEAR}: вычет за спорт предоставляется за расходы с 2022 года`;
export const PAYER_INN_MESSAGE = 'ИНН физического лица — 12 цифр';
export const PAYER_NAME_MESSAGE = 'Укажите фамилию, имя и отчество буквами';
export const PAYER_ID_MESSAGE = 'Укажите ИНН или дату рождения плательщика';

/** ФИО: letters (Latin or Cyrillic), spaces, hyphen, apostrophe, dot; from a letter. */
const FULL_NAME_PATTERN = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё'’. -]*$/;

export const TaxYearSchema = z
  .number({ error: TAX_YEAR_MESSAGE })
  .int(TAX_YEAR_MESSAGE)
  .min(TAX_DEDUCTION_FIRST_YEAR, TAX_YEAR_MESSAGE)
  .max(2100, TAX_YEAR_MESSAGE)
  .describe('Год оплаты услуг (календарный, по времени спортобъекта)');

export const TaxDataRequestSchema = z
  .object({ year: TaxYearSchema })
  .describe('Запрос сумм за год');
export type TaxDataRequest = z.infer<typeof TaxDataRequestSchema>;

/** A certificate already issued for that organisation, year and person. */
export const TaxCertificateRefSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int().describe('Номер справки'),
  amountKopecks: z.number().int(),
  issuedAt: z.string(),
});
export type TaxCertificateRef = z.infer<typeof TaxCertificateRefSchema>;

/** One organisation (the owner of the venues) the person paid that year. */
export const TaxOrganisationSchema = z.object({
  ownerId: z.string().uuid(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  onSportList: z
    .boolean()
    .describe('Организация в перечне Минспорта за этот год: только её услуги дают вычет'),
  amountKopecks: z.number().int().describe('Оплачено за год, за вычетом возвратов'),
  certificate: TaxCertificateRefSchema.nullable(),
});
export type TaxOrganisation = z.infer<typeof TaxOrganisationSchema>;

/** The person the services were for: the payer themself (childId null) or one child. */
export const TaxRecipientSchema = z.object({
  childId: z.string().uuid().nullable(),
  name: z.string(),
  birthDate: z.string().nullable(),
  amountKopecks: z.number().int().describe('Всего оплачено за год'),
  eligibleKopecks: z.number().int().describe('Из них — в организациях из перечня Минспорта'),
  organisations: z.array(TaxOrganisationSchema),
});
export type TaxRecipient = z.infer<typeof TaxRecipientSchema>;

export const TaxDataSchema = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('Годы, за которые есть оплаченные услуги'),
    limitKopecks: z
      .number()
      .int()
      .describe('Предельная сумма социальных вычетов за год: 150 000 ₽ с 2024, 120 000 ₽ раньше'),
    payer: z.object({
      fullName: z.string(),
      inn: z.string(),
      birthDate: z.string().nullable(),
      amountKopecks: z.number().int(),
      eligibleKopecks: z.number().int(),
    }),
    recipients: z.array(TaxRecipientSchema),
  })
  .describe('Оплаченные физкультурно-оздоровительные услуги за год');
export type TaxData = z.infer<typeof TaxDataSchema>;

export const TaxPayerInputSchema = z
  .object({
    fullName: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(200, VALIDATION_MESSAGES.textLength(200))
      .regex(FULL_NAME_PATTERN, PAYER_NAME_MESSAGE),
    inn: z
      .string()
      .trim()
      .refine((v) => v === '' || PERSON_INN_PATTERN.test(v), PAYER_INN_MESSAGE)
      .optional(),
    birthDate: z.union([birthDateSchema, z.literal('')]).optional(),
  })
  .refine((p) => Boolean(p.inn) || Boolean(p.birthDate), {
    message: PAYER_ID_MESSAGE,
    path: ['inn'],
  });
export type TaxPayerInput = z.infer<typeof TaxPayerInputSchema>;

export const TaxCertificateRequestSchema = z
  .object({
    year: TaxYearSchema,
    ownerId: z.string({ error: VALIDATION_MESSAGES.required }).uuid(VALIDATION_MESSAGES.format),
    childId: z
      .string()
      .uuid(VALIDATION_MESSAGES.format)
      .nullable()
      .describe('Ребёнок, за которого оплачены услуги; null — сам плательщик'),
    payer: TaxPayerInputSchema,
  })
  .describe('Запрос справки об оплате физкультурно-оздоровительных услуг');
export type TaxCertificateRequest = z.infer<typeof TaxCertificateRequestSchema>;

export const TaxCertificateSchema = z
  .object({
    id: z.string().uuid(),
    number: z.number().int(),
    year: z.number().int(),
    ownerId: z.string().uuid(),
    organisationName: z.string(),
    childId: z.string().uuid().nullable(),
    beneficiaryName: z.string(),
    amountKopecks: z.number().int(),
    issuedAt: z.string(),
    pdfUrl: z.string().describe('GET: PDF справки (с тем же токеном)'),
  })
  .describe('Справка об оплате физкультурно-оздоровительных услуг');
export type TaxCertificate = z.infer<typeof TaxCertificateSchema>;

export const TaxCertificateParamsSchema = z.object({
  id: z.string().uuid('Неверный идентификатор справки'),
});
