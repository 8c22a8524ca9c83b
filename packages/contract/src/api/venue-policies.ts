import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../config/limits';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: the venue's policies (visit rules and refund rules) as versioned PDF files
// (docs/venue-side.md "Policies"). They belong to the organisation that runs the venue, so a
// new version applies at every venue of it. An order keeps the versions its buyer agreed to.
// Paths: /v1/mob/staff/complexes/{complexId}/policies…

export const POLICY_KINDS = ['VISIT', 'PAYBACK'] as const;
export const PolicyKindSchema = z.enum(POLICY_KINDS, {
  error: 'Вид правил — VISIT (посещение) или PAYBACK (возврат)',
});
export type PolicyKind = z.infer<typeof PolicyKindSchema>;

export const POLICY_KIND_LABELS: Readonly<Record<PolicyKind, string>> = {
  VISIT: 'Правила посещения',
  PAYBACK: 'Правила возврата',
};

/** The largest PDF a venue may upload: the spec's one limit for files (§5). */
export const POLICY_MAX_BYTES = IMAGE_MAX_BYTES;
export const POLICY_TITLE_MAX = 120;

export const POLICY_MESSAGES = {
  notPdf: 'Загрузите файл PDF',
  tooLarge: `Файл больше ${POLICY_MAX_BYTES / 1_000_000} МБ`,
  noFile: 'Выберите файл PDF с правилами',
} as const;

export const VenuePolicyParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  kind: PolicyKindSchema,
});

/** The text part of POST …/policies/{kind} (multipart: `title` and the file `pdf`). */
export const PolicyUploadFieldsSchema = z.object({
  title: z
    .string({ error: 'Укажите название документа' })
    .trim()
    .min(1, 'Укажите название документа')
    .max(POLICY_TITLE_MAX, `Название — не длиннее ${POLICY_TITLE_MAX} символов`),
});
export type PolicyUploadFields = z.infer<typeof PolicyUploadFieldsSchema>;

export const PolicyVersionSchema = z.object({
  id: z.string(),
  kind: PolicyKindSchema,
  version: z.number().int(),
  title: z.string(),
  /** When it was uploaded (the documents the venue joined with: when it joined). */
  uploadedAt: z.string(),
  /** Who uploaded it; null for the documents the venue joined with. */
  uploadedBy: z.string().nullable(),
  /** Until when it was the current one; null for the current version. */
  supersededAt: z.string().nullable(),
  /** The PDF (GET /v1/mob/policy/public/file/{ownerId}/{fileId}): every version stays readable. */
  url: z.string(),
  /** Orders whose buyers agreed to this version. */
  orders: z.number().int(),
});
export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;

/** GET …/policies — per kind, the current version first, then the earlier ones, newest first. */
export const VenuePoliciesSchema = z.object({
  ownerName: z.string(),
  /** The organisation's venues the policies apply to. */
  venues: z.number().int(),
  policies: z.array(
    z.object({
      kind: PolicyKindSchema,
      current: PolicyVersionSchema.nullable(),
      earlier: z.array(PolicyVersionSchema),
    }),
  ),
});
export type VenuePolicies = z.infer<typeof VenuePoliciesSchema>;
