import { z } from 'zod';
import { PERMIT_DOC_MAX_SCANS, PERMIT_DOC_NUMBER_MAX } from '../config/documents';
import { ListStateSchema } from '../enums';
import { isoDateSchema, VALIDATION_MESSAGES } from '../validation-messages';
import { jsonPartSchema } from './profile-forms';

// Issue 14: a person's and their children's permit documents (spec §1, §3 list states, §7.1
// "Children and documents"): POST /v1/mob/savePermitDoc (multipart), DELETE
// /v1/mob/deletePermitDoc, POST /v1/mob/getVisitorPermitDocs, POST /v1/mob/getVisitorPermitDocsAll,
// and the scans served to their owner (docs/api-documents.md).

/**
 * What a document is. The first ones are what venues ask for: a service's permits
 * (GET /v1/mob/public/service-permits) are named by these labels, so «Медицинская справка для
 * посещения бассейна» there is the kind POOL_MEDICAL_CERTIFICATE here.
 */
export const PERMIT_DOC_KINDS = [
  'POOL_MEDICAL_CERTIFICATE',
  'SPORTS_MEDICAL_CLEARANCE',
  'ACCIDENT_INSURANCE',
  'SPORTS_CATEGORY',
  'BIRTH_CERTIFICATE',
  'OTHER',
] as const;
export const PermitDocKindSchema = z.enum(PERMIT_DOC_KINDS, {
  error: 'Выберите вид документа из списка',
});
export type PermitDocKind = z.infer<typeof PermitDocKindSchema>;

export const PERMIT_DOC_KIND_LABELS: Readonly<Record<PermitDocKind, string>> = {
  POOL_MEDICAL_CERTIFICATE: 'Медицинская справка для посещения бассейна',
  SPORTS_MEDICAL_CLEARANCE: 'Медицинский допуск к занятиям спортом',
  ACCIDENT_INSURANCE: 'Страховой полис от несчастного случая',
  SPORTS_CATEGORY: 'Документ о спортивном разряде',
  BIRTH_CERTIFICATE: 'Свидетельство о рождении',
  OTHER: 'Другой документ',
};

/** Kinds that always have an end date (a medical certificate, a policy); the rest may have one. */
export const PERMIT_DOC_KINDS_EXPIRING: ReadonlySet<PermitDocKind> = new Set([
  'POOL_MEDICAL_CERTIFICATE',
  'SPORTS_MEDICAL_CLEARANCE',
  'ACCIDENT_INSURANCE',
]);

/** Letters, digits, spaces and the marks document numbers use (№ - / . ,). */
export const PERMIT_DOC_NUMBER_PATTERN = /^[0-9A-Za-zА-Яа-яЁё №\-/.,]*$/;

export const PERMIT_DOC_END_MESSAGE = VALIDATION_MESSAGES.endDate;

/** Part `doc` of POST /v1/mob/savePermitDoc. */
export const PermitDocInputSchema = z
  .object({
    personId: z
      .string({ error: VALIDATION_MESSAGES.required })
      .uuid('Неверный идентификатор')
      .describe('Чей документ: идентификатор вошедшего или его ребёнка (spec §6)'),
    kind: PermitDocKindSchema.describe('Вид документа'),
    number: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(PERMIT_DOC_NUMBER_MAX, VALIDATION_MESSAGES.textLength(PERMIT_DOC_NUMBER_MAX))
      .regex(PERMIT_DOC_NUMBER_PATTERN, VALIDATION_MESSAGES.regex)
      .describe('Номер документа'),
    issueDate: isoDateSchema.describe('Дата выдачи ГГГГ-ММ-ДД, не позже сегодняшнего дня'),
    validUntil: z
      .union([isoDateSchema, z.null()])
      .optional()
      .transform((v) => v ?? null)
      .describe('Действителен до ГГГГ-ММ-ДД включительно; обязателен для справок и полисов'),
  })
  .superRefine((d, ctx) => {
    if (d.validUntil === null && PERMIT_DOC_KINDS_EXPIRING.has(d.kind)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: VALIDATION_MESSAGES.required });
    }
    if (d.validUntil !== null && d.validUntil <= d.issueDate) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: PERMIT_DOC_END_MESSAGE });
    }
  })
  .describe('Данные документа (часть doc запроса multipart)');
export type PermitDocInput = z.infer<typeof PermitDocInputSchema>;

/** Parts `scans` (repeated): the bytes of each file; the server checks them by content. */
export const PermitDocFormSchema = z.object({
  doc: jsonPartSchema(PermitDocInputSchema).describe('JSON данных документа'),
  scans: z
    .array(z.custom<Uint8Array>((v) => v instanceof Uint8Array, { error: 'Ожидается файл' }))
    .min(1, 'Приложите хотя бы один скан или фотографию документа')
    .max(PERMIT_DOC_MAX_SCANS, VALIDATION_MESSAGES.files(PERMIT_DOC_MAX_SCANS))
    .describe(`От 1 до ${PERMIT_DOC_MAX_SCANS} файлов JPG, PNG или PDF`),
});

/**
 * PUT /v1/mob/updatePermitDoc?id= (issue 28): the same `doc` part; scans are optional — new ones
 * replace the document's scans, none keep them.
 */
export const PermitDocUpdateFormSchema = PermitDocFormSchema.extend({
  scans: z
    .array(z.custom<Uint8Array>((v) => v instanceof Uint8Array, { error: 'Ожидается файл' }))
    .max(PERMIT_DOC_MAX_SCANS, VALIDATION_MESSAGES.files(PERMIT_DOC_MAX_SCANS))
    .describe(`Новые сканы (до ${PERMIT_DOC_MAX_SCANS}) заменят прежние; нет — прежние остаются`),
});

const kindsFilter = z
  .array(PermitDocKindSchema)
  .max(PERMIT_DOC_KINDS.length, VALIDATION_MESSAGES.max(PERMIT_DOC_KINDS.length))
  .optional()
  .describe('Только эти виды; пусто или нет — все');
const stateFilter = ListStateSchema.optional().describe('ACTIVE или ARCHIVED; нет — оба');

/** POST /v1/mob/getVisitorPermitDocsAll: mine and my children's, optionally filtered. */
export const PermitDocsAllRequestSchema = z
  .object({ kinds: kindsFilter, listState: stateFilter })
  .nullish();
export type PermitDocsAllRequest = z.infer<typeof PermitDocsAllRequestSchema>;

/** POST /v1/mob/getVisitorPermitDocs: one person's (me by default, or a child of mine). */
export const PermitDocsRequestSchema = z
  .object({
    personId: z
      .string()
      .uuid('Неверный идентификатор')
      .optional()
      .describe('Вошедший или его ребёнок; нет — сам вошедший'),
    kinds: kindsFilter,
    listState: stateFilter,
  })
  .nullish();
export type PermitDocsRequest = z.infer<typeof PermitDocsRequestSchema>;

export const PermitDocIdQuerySchema = z.object({
  id: z
    .string({ error: VALIDATION_MESSAGES.required })
    .uuid('Неверный идентификатор документа')
    .describe('Идентификатор документа'),
});

export const PermitDocScanParamsSchema = z.object({
  scanId: z.string().uuid('Неверный идентификатор скана').describe('Идентификатор скана'),
});

export const PERMIT_DOC_SCAN_TYPES = ['image/jpeg', 'application/pdf'] as const;

export const PermitDocScanSchema = z.object({
  id: z.string().uuid(),
  contentType: z.enum(PERMIT_DOC_SCAN_TYPES).describe('Изображения хранятся как JPEG'),
  size: z.number().int().describe('Байт'),
  url: z.string().describe('GET с Bearer-токеном владельца'),
  thumbUrl: z.string().nullable().describe('Уменьшенная копия изображения; у PDF — null'),
});
export type PermitDocScan = z.infer<typeof PermitDocScanSchema>;

export const PermitDocSchema = z.object({
  id: z.string().uuid(),
  personId: z.string().uuid().describe('Вошедший или его ребёнок'),
  childId: z.string().uuid().nullable().describe('null — документ самого вошедшего'),
  personName: z.string().describe('Фамилия и имя'),
  kind: PermitDocKindSchema,
  number: z.string(),
  issueDate: z.string().describe('ГГГГ-ММ-ДД'),
  validUntil: z.string().nullable().describe('ГГГГ-ММ-ДД включительно; null — бессрочный'),
  listState: ListStateSchema.describe('ARCHIVED, когда срок действия истёк (день по Москве)'),
  createdAt: z.string(),
  scans: z.array(PermitDocScanSchema),
});
export type PermitDoc = z.infer<typeof PermitDocSchema>;

/** Active first, then the newest first. */
export const PermitDocListSchema = z.object({ documents: z.array(PermitDocSchema) });
export type PermitDocList = z.infer<typeof PermitDocListSchema>;

export const PermitDocDeletedSchema = z.object({ id: z.string().uuid() });
