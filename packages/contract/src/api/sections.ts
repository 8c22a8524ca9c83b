import { z } from 'zod';
import {
  AGE_GROUP_RANGES,
  SportsStatusSchema,
  TargetGroupSchema,
  type AgeBandTargetGroup,
  type TargetGroup,
} from '../enums';
import { GroupMembershipStatusSchema } from '../enums-statuses';
import { SPORTS_CATEGORIES, SPORTS_TITLES } from '../enums';
import { RateSchema, positiveId } from './catalogue';

// Issue 13: sports sections, their groups under coaches, and applications to a group (spec §3
// Section group, Coach; §7.1 "Sections and coaches"). Ages are counted on the venue's today.

const uuid = (label: string) => z.uuid({ error: `Неверный идентификатор: ${label}` });

/**
 * Issue 28: the needs a section or a group is adapted for (адаптивная физкультура): ОДА —
 * impairments of movement, hearing, vision, autism and other mental particularities. Order is
 * the display order; an empty list means an ordinary group.
 */
export const ADAPTATION_NEEDS = ['MOBILITY', 'HEARING', 'VISION', 'MENTAL'] as const;
export const AdaptationNeedSchema = z.enum(ADAPTATION_NEEDS);
export type AdaptationNeed = z.infer<typeof AdaptationNeedSchema>;
/** Full names, for a screen reader and a group's card. */
export const ADAPTATION_NEED_LABELS: Readonly<Record<AdaptationNeed, string>> = {
  MOBILITY: 'Нарушения опорно-двигательного аппарата (ОДА)',
  HEARING: 'Нарушения слуха',
  VISION: 'Нарушения зрения',
  MENTAL: 'РАС и ментальные особенности',
};
/** Short names, for a badge. */
export const ADAPTATION_NEED_SHORT: Readonly<Record<AdaptationNeed, string>> = {
  MOBILITY: 'ОДА',
  HEARING: 'слух',
  VISION: 'зрение',
  MENTAL: 'РАС, ментальные',
};
const adaptedFor = z
  .array(AdaptationNeedSchema)
  .describe('Для каких особенностей адаптирована (ADAPTATION_NEEDS); пусто — обычная');

export const SportsLevelSchema = z.enum([...SPORTS_TITLES, ...SPORTS_CATEGORIES]);
export type SportsLevel = z.infer<typeof SportsLevelSchema>;

/** spec §3 Coach: shown as name plus status. */
export const CoachSchema = z.object({
  id: z.number().int(),
  photos: z.array(z.string()).describe('Адреса фотографий'),
  sportsStatus: SportsStatusSchema,
  sportsStatusLevel: SportsLevelSchema.nullable().describe('Звание или разряд'),
  firstName: z.string(),
  lastName: z.string(),
  secondName: z.string().nullable(),
  middleName: z.string().nullable(),
  about: z.string(),
  experienceYears: z.number().int().nullable(),
});
export type Coach = z.infer<typeof CoachSchema>;

/** spec §3 Schedule: a weekday (1 = Monday … 7 = Sunday) with start and end in the venue's time. */
export const GroupScheduleItemSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  start: z.string().describe('ЧЧ:ММ'),
  end: z.string().describe('ЧЧ:ММ'),
});
export type GroupScheduleItem = z.infer<typeof GroupScheduleItemSchema>;

/** One application of the signed-in person or one of their children (childId null = themself). */
export const GroupMemberSchema = z.object({
  id: z.string(),
  childId: z.string().nullable(),
  status: GroupMembershipStatusSchema,
});

/** spec §3 Section group. */
export const SectionGroupSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  coachId: z.number().int(),
  name: z.string(),
  sectionGroupSchedule: z.array(GroupScheduleItemSchema),
  ageCategory: TargetGroupSchema,
  specificAgeFrom: z.number().int().nullable(),
  specificAgeTo: z.number().int().nullable(),
  duration: z.number().int().describe('Длительность занятия, минут'),
  places: z.number().int(),
  freePlaces: z.number().int(),
  adaptedFor,
  sectionGroupMemberList: z
    .array(GroupMemberSchema)
    .describe('Заявки вошедшего и его детей; пусто для гостя'),
});
export type SectionGroup = z.infer<typeof SectionGroupSchema>;

/** spec §3 Coach-groups entry: a coach with their groups of the section. */
export const CoachGroupsSchema = z.object({
  coaches: CoachSchema,
  sectionGroupList: z.array(SectionGroupSchema),
});
export type CoachGroups = z.infer<typeof CoachGroupsSchema>;

export const SectionSchema = z.object({
  id: z.number().int(),
  complexId: z.number().int(),
  placeId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  sportName: z.string().nullable(),
  targetGroup: TargetGroupSchema,
  ageFrom: z.number().int().nullable(),
  ageTo: z.number().int().nullable(),
  groups: z.number().int(),
  coaches: z.number().int(),
  minPriceKopecks: z.number().int().nullable(),
  adaptedFor: adaptedFor.describe(
    'Для каких особенностей адаптирована секция или любая её группа (ADAPTATION_NEEDS)',
  ),
});
export type Section = z.infer<typeof SectionSchema>;

// ---- GET /v1/mob/public/place/{complexId}/section ------------------------------------------

export const ComplexParamsSchema = z.object({ complexId: positiveId('спортобъект') });
export const SectionListSchema = z.object({ sections: z.array(SectionSchema) });
export type SectionList = z.infer<typeof SectionListSchema>;

// ---- GET …/section/{sectionId}/group, POST …/section/{sectionId}/sectionGroups ------------

export const SectionParamsSchema = z.object({
  complexId: positiveId('спортобъект'),
  sectionId: positiveId('секция'),
});
export const SectionGroupsFilterSchema = z.object({
  age: z
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(0, 'Значение не может быть меньше 0')
    .max(120, 'Значение не может быть больше 120')
    .nullish()
    .describe('Возраст участника: только подходящие группы'),
  weekdays: z
    .array(z.number().int().min(1, 'Неверный день недели').max(7, 'Неверный день недели'), {
      error: 'Неверный день недели',
    })
    .max(7)
    .nullish()
    .describe('Дни недели (1 — понедельник): группы, занимающиеся хотя бы в один из них'),
  coachId: positiveId('тренер').nullish(),
});
export type SectionGroupsFilter = z.infer<typeof SectionGroupsFilterSchema>;
export const SectionGroupsSchema = z.object({
  section: SectionSchema,
  timeZone: z.string(),
  coachGroups: z.array(CoachGroupsSchema),
});
export type SectionGroups = z.infer<typeof SectionGroupsSchema>;

// ---- GET /v1/mob/public/place/{complexId}/sectionGroup/{groupId} ----------------------------

export const GroupParamsSchema = z.object({
  complexId: positiveId('спортобъект'),
  groupId: positiveId('группа'),
});
export const SectionGroupDetailSchema = z.object({
  group: SectionGroupSchema,
  coach: CoachSchema,
  section: SectionSchema,
  timeZone: z.string(),
  /** The section's rates (its package of kind SERVICE_PACKAGE_SECTION); empty = none given. */
  packageId: z.number().int().nullable(),
  rates: z.array(RateSchema),
});
export type SectionGroupDetail = z.infer<typeof SectionGroupDetailSchema>;

// ---- POST …/group/{sectionGroupId}/create-section-member -----------------------------------

export const CreateMemberParamsSchema = z.object({
  complexId: positiveId('спортобъект'),
  sectionId: positiveId('секция'),
  sectionGroupId: positiveId('группа'),
});
export const CreateMemberRequestSchema = z.object({
  /** For whom: null or absent = the person themself; otherwise one of their children. */
  childId: uuid('ребёнок').nullish(),
  /** The rate the person means to pay once approved. */
  rateId: positiveId('тариф').nullish(),
});
export type CreateMemberRequest = z.infer<typeof CreateMemberRequestSchema>;

/** An application as its owner (or the venue's staff) sees it. */
export const MembershipSchema = z.object({
  id: z.string(),
  status: GroupMembershipStatusSchema,
  reason: z.string().nullable().describe('Почему заявка отклонена'),
  childId: z.string().nullable(),
  memberName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  complexId: z.number().int(),
  complexName: z.string(),
  timeZone: z.string(),
  section: z.object({ id: z.number().int(), name: z.string() }),
  group: SectionGroupSchema.omit({ sectionGroupMemberList: true }),
  coach: CoachSchema.pick({
    id: true,
    firstName: true,
    lastName: true,
    middleName: true,
    secondName: true,
  }),
  rateId: z.number().int().nullable(),
  /** A live (not refunded or canceled) package bought for this membership, if any. */
  paidPackageId: z.string().nullable(),
  /**
   * Issue 25: the 1-based place in the full group's waiting list of a NEW application that
   * holds no place yet; null when it is not waiting (holds a place, or decided).
   */
  waitingPosition: z.number().int().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

// ---- GET /v1/mob/section-member-group/list --------------------------------------------------

export const MembershipListSchema = z.object({ members: z.array(MembershipSchema) });
export type MembershipList = z.infer<typeof MembershipListSchema>;

// ---- coaches: GET /v1/mob/public/coaches/{id}, GET /v1/mob/public/place/{placeId}/coaches ---

export const CoachParamsSchema = z.object({ id: positiveId('тренер') });
export const CoachDetailSchema = CoachGroupsSchema.extend({
  complexId: z.number().int(),
  complexName: z.string(),
  timeZone: z.string(),
  sections: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CoachDetail = z.infer<typeof CoachDetailSchema>;
export const VenueCoachesParamsSchema = z.object({ placeId: positiveId('спортобъект') });
export const VenueCoachesSchema = z.object({ coaches: z.array(CoachSchema) });

// ---- staff: GET /v1/mob/staff/section-members, POST …/{memberId}/decision (our paths) ------

export const StaffMembersQuerySchema = z.object({
  complexId: positiveId('спортобъект'),
  status: GroupMembershipStatusSchema.optional(),
});
export const MemberParamsSchema = z.object({ memberId: uuid('заявка') });
export const DecisionRequestSchema = z
  .object({
    status: z.enum(['APPROVED', 'DISMISSED'], { error: 'Укажите решение: APPROVED или DISMISSED' }),
    reason: z.string().trim().max(500, 'Не больше 500 символов').optional(),
  })
  .refine((b) => b.status === 'APPROVED' || (b.reason?.length ?? 0) > 0, {
    message: 'Укажите причину отказа',
    path: ['reason'],
  });
export type DecisionRequest = z.infer<typeof DecisionRequestSchema>;

// ---- shared rules -------------------------------------------------------------------------

type AgeRule = {
  ageCategory: TargetGroup;
  specificAgeFrom: number | null;
  specificAgeTo: number | null;
};

/** The ages a group takes (inclusive; to null = no upper bound), or null for any age. */
export function groupAgeRange(g: AgeRule): { from: number; to: number | null } | null {
  if (g.ageCategory === 'ALL') return null;
  if (g.ageCategory === 'SPECIFIC') return { from: g.specificAgeFrom ?? 0, to: g.specificAgeTo };
  return AGE_GROUP_RANGES[g.ageCategory as AgeBandTargetGroup];
}

/** Whether a member of this age may join the group (spec §2.4 group selection). */
export function ageFits(g: AgeRule, age: number): boolean {
  const range = groupAgeRange(g);
  return range === null || (age >= range.from && (range.to === null || age <= range.to));
}

/** "Иванов Пётр Сергеевич": the coach's full name as cards show it. */
export function coachName(c: Pick<Coach, 'firstName' | 'lastName' | 'middleName' | 'secondName'>) {
  return [c.lastName, c.firstName, c.middleName ?? c.secondName].filter(Boolean).join(' ');
}
