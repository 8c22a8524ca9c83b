import { z } from 'zod';
import { SPORTS_CATEGORIES, SPORTS_TITLES } from '../enums';
import { PermitDocKindSchema, PERMIT_DOC_KINDS } from './permit-docs';
import { ADAPTATION_NEEDS } from './sections';
import { CatalogueStatusSchema, editorParts as p } from './venue-catalogue';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: the venue's administrator makes and changes its sections, their groups and its
// coaches (docs/venue-side.md "Sections editor"). Paths: /v1/mob/staff/complexes/{complexId}/…
// A section's rates are its package (kind SERVICE_PACKAGE_SECTION, made in the catalogue
// editor); a group's lessons are weekdays and times in the venue's zone. Nothing is deleted:
// ARCHIVED hides a section or a group from visitors, enrolled members stay.

/** The most places a group may have, and lessons a week. */
export const GROUP_MAX_PLACES = 1000;
export const GROUP_MAX_LESSONS = 14;

const time = z
  .string({ error: 'Время — ЧЧ:ММ' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время — ЧЧ:ММ');
export const LessonSchema = z
  .object({ weekday: p.int(1, 7), start: time, end: time })
  .refine((l) => l.start < l.end, {
    error: 'Занятие кончается раньше, чем начинается',
    path: ['end'],
  });
export type Lesson = z.infer<typeof LessonSchema>;
const schedule = z
  .array(LessonSchema, { error: 'Укажите расписание' })
  .min(1, 'Укажите хотя бы одно занятие')
  .max(GROUP_MAX_LESSONS, `Не больше ${GROUP_MAX_LESSONS} занятий в неделю`);

const unique = (a: readonly string[]) => new Set(a).size === a.length;
const adaptedFor = z
  .array(z.enum(ADAPTATION_NEEDS, { error: 'Неизвестная особенность' }))
  .max(ADAPTATION_NEEDS.length, 'Особенности повторяются')
  .refine(unique, 'Особенности повторяются');
const requiredDocuments = z
  .array(PermitDocKindSchema)
  .max(PERMIT_DOC_KINDS.length, 'Документы повторяются')
  .refine(unique, 'Документы повторяются');
const nullableId = (message: string) => p.bodyId(message).nullable();

// ---- sections ------------------------------------------------------------------------------

const sectionFields = {
  name: p.name,
  description: p.description.default(''),
  sportTypeId: nullableId('Неверный вид спорта').default(null),
  placeId: p.placeId.nullable().default(null),
  targetGroup: p.targetGroup.default('CHILDREN'),
  ageFrom: p.age.default(null),
  ageTo: p.age.default(null),
  /** The section's rates: a package of the venue of kind SERVICE_PACKAGE_SECTION. */
  packageId: nullableId('Неверный абонемент').default(null),
  requiredDocuments: requiredDocuments.default([]),
  adaptedFor: adaptedFor.default([]),
};

export const CreateSectionRequestSchema = z
  .object({ idempotencyKey: p.idempotencyKey, ...sectionFields })
  .superRefine(p.checkAudience);
export type CreateSectionRequest = z.input<typeof CreateSectionRequestSchema>;

export const UpdateSectionRequestSchema = z
  .object({
    name: p.name.optional(),
    description: p.description.optional(),
    sportTypeId: nullableId('Неверный вид спорта').optional(),
    placeId: p.placeId.nullable().optional(),
    targetGroup: p.targetGroup.optional(),
    ageFrom: p.age.optional(),
    ageTo: p.age.optional(),
    packageId: nullableId('Неверный абонемент').optional(),
    requiredDocuments: requiredDocuments.optional(),
    adaptedFor: adaptedFor.optional(),
    status: CatalogueStatusSchema.optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdateSectionRequest = z.infer<typeof UpdateSectionRequestSchema>;

// ---- groups --------------------------------------------------------------------------------

const groupFields = {
  name: p.name,
  coachId: p.bodyId('Неверный тренер'),
  schedule,
  targetGroup: p.targetGroup.default('ALL'),
  ageFrom: p.age.default(null),
  ageTo: p.age.default(null),
  places: p.int(1, GROUP_MAX_PLACES),
  adaptedFor: adaptedFor.default([]),
};

export const CreateGroupRequestSchema = z
  .object({ idempotencyKey: p.idempotencyKey, ...groupFields })
  .superRefine(p.checkAudience);
export type CreateGroupRequest = z.input<typeof CreateGroupRequestSchema>;

export const UpdateGroupRequestSchema = z
  .object({
    name: p.name.optional(),
    coachId: groupFields.coachId.optional(),
    schedule: schedule.optional(),
    targetGroup: p.targetGroup.optional(),
    ageFrom: p.age.optional(),
    ageTo: p.age.optional(),
    places: groupFields.places.optional(),
    adaptedFor: adaptedFor.optional(),
    status: CatalogueStatusSchema.optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdateGroupRequest = z.infer<typeof UpdateGroupRequestSchema>;

// ---- coaches -------------------------------------------------------------------------------

export const SPORTS_STATUSES = ['SPORTSMAN', 'AMATEUR'] as const;
const sportsStatus = z.enum(SPORTS_STATUSES, {
  error: 'Статус — SPORTSMAN (спортсмен) или AMATEUR (любитель)',
});
export const SPORTS_LEVELS = [...SPORTS_TITLES, ...SPORTS_CATEGORIES] as const;
const sportsStatusLevel = z.enum(SPORTS_LEVELS, { error: 'Неизвестное звание или разряд' });
const personName = (label: string) =>
  z
    .string({ error: `Укажите ${label}` })
    .trim()
    .min(1, `Укажите ${label}`)
    .max(100, 'Не длиннее 100 символов');
const about = z
  .string({ error: 'О тренере — текст' })
  .trim()
  .max(4000, 'О тренере — не длиннее 4000 символов');

const coachFields = {
  lastName: personName('фамилию'),
  firstName: personName('имя'),
  middleName: personName('отчество').nullable().default(null),
  sportsStatus: sportsStatus.default('SPORTSMAN'),
  sportsStatusLevel: sportsStatusLevel.nullable().default(null),
  about: about.default(''),
  experienceYears: p.int(0, 80).nullable().default(null),
};

export const CreateCoachRequestSchema = z.object({
  idempotencyKey: p.idempotencyKey,
  ...coachFields,
});
export type CreateCoachRequest = z.input<typeof CreateCoachRequestSchema>;

export const UpdateCoachRequestSchema = z
  .object({
    lastName: coachFields.lastName.optional(),
    firstName: coachFields.firstName.optional(),
    middleName: personName('отчество').nullable().optional(),
    sportsStatus: sportsStatus.optional(),
    sportsStatusLevel: sportsStatusLevel.nullable().optional(),
    about: about.optional(),
    experienceYears: p.int(0, 80).nullable().optional(),
  })
  .refine(p.nothingToChange, p.NOTHING);
export type UpdateCoachRequest = z.infer<typeof UpdateCoachRequestSchema>;

// ---- what the editor reads -----------------------------------------------------------------

export const EditorGroupSchema = z.object({
  id: z.number(),
  sectionId: z.number(),
  name: z.string(),
  coachId: z.number(),
  schedule: z.array(LessonSchema),
  targetGroup: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  /** The longest lesson, minutes. */
  durationMinutes: z.number(),
  places: z.number(),
  /** Places held by NEW and APPROVED applications (not the waiting ones). */
  taken: z.number(),
  adaptedFor: z.array(z.string()),
  status: CatalogueStatusSchema,
});
export type EditorGroup = z.infer<typeof EditorGroupSchema>;

export const EditorSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  sportTypeId: z.number().nullable(),
  placeId: z.number().nullable(),
  targetGroup: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  packageId: z.number().nullable(),
  requiredDocuments: z.array(z.string()),
  adaptedFor: z.array(z.string()),
  status: CatalogueStatusSchema,
  groups: z.array(EditorGroupSchema),
});
export type EditorSection = z.infer<typeof EditorSectionSchema>;

export const EditorCoachSchema = z.object({
  id: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  sportsStatus: z.enum(SPORTS_STATUSES),
  sportsStatusLevel: z.string().nullable(),
  about: z.string(),
  experienceYears: z.number().nullable(),
  photos: z.array(z.string()),
});
export type EditorCoach = z.infer<typeof EditorCoachSchema>;

/** GET …/section-editor: the venue's sections (with groups) and coaches, active and archived. */
export const SectionEditorSchema = z.object({
  complexId: z.number(),
  timeZone: z.string(),
  sections: z.array(EditorSectionSchema),
  coaches: z.array(EditorCoachSchema),
});
export type SectionEditor = z.infer<typeof SectionEditorSchema>;

export const CreateSectionResultSchema = z.object({
  section: EditorSectionSchema,
  fresh: z.boolean(),
});
export const CreateGroupResultSchema = z.object({ group: EditorGroupSchema, fresh: z.boolean() });
export const CreateCoachResultSchema = z.object({ coach: EditorCoachSchema, fresh: z.boolean() });

export const EditorSectionParamsSchema = ComplexParamsSchema.extend({
  sectionId: p.id('Неверная секция'),
});
export const EditorGroupParamsSchema = ComplexParamsSchema.extend({
  groupId: p.id('Неверная группа'),
});
export const EditorCoachParamsSchema = ComplexParamsSchema.extend({
  coachId: p.id('Неверный тренер'),
});

/** The refusal of lowering a group's places below the places its applications hold. */
export const placesBelowTaken = (taken: number) =>
  `В группе уже занято мест: ${taken} — мест не может быть меньше`;
