import { z } from 'zod';
import { GroupParamsSchema } from './venue-desk';
import { ComplexParamsSchema } from './venue-staff';

// Issue 25: a coach's timetable across the venue's groups and the substitutions of a group's
// lesson on one date (docs/venue-side.md). Dates are the venue's local dates.

const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });
const id = (error: string) =>
  z.coerce.number({ error }).int(error).positive(error).max(2_147_483_647, error);

/** A timetable covers at most this many days. */
export const TIMETABLE_MAX_DAYS = 62;

/** GET …/coaches: the venue's coaches (a coach without groups.all: their own cards only). */
export const VenueCoachSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The coach's active groups. */
  groups: z.number(),
});
export type VenueCoach = z.infer<typeof VenueCoachSchema>;
export const VenueCoachListSchema = z.object({ coaches: z.array(VenueCoachSchema) });
export type VenueCoachList = z.infer<typeof VenueCoachListSchema>;

export const CoachParamsSchema = ComplexParamsSchema.extend({ coachId: id('Неверный тренер') });

export const TimetableQuerySchema = z
  .object({ from: isoDate(), to: isoDate() })
  .refine((q) => q.from <= q.to, { error: 'Начало периода позже конца', path: ['to'] });

/** OWN — the coach's lesson; SUBSTITUTED — theirs, taken by another; SUBSTITUTE — another's, taken by them. */
export const LESSON_ROLES = ['OWN', 'SUBSTITUTED', 'SUBSTITUTE'] as const;
export const LessonRoleSchema = z.enum(LESSON_ROLES);

export const TimetableLessonSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  sectionName: z.string(),
  role: LessonRoleSchema,
  /** The group's own coach. */
  coachName: z.string(),
  /** Who takes the lesson when it is substituted. */
  substituteName: z.string().nullable(),
});
export type TimetableLesson = z.infer<typeof TimetableLessonSchema>;

export const TimetableSchema = z.object({
  coachId: z.number(),
  coachName: z.string(),
  timeZone: z.string(),
  lessons: z.array(TimetableLessonSchema),
});
export type Timetable = z.infer<typeof TimetableSchema>;

export const SubstitutionRequestSchema = z.object({
  date: isoDate(),
  substituteCoachId: id('Неверный тренер замены'),
  reason: z.string().trim().max(500, 'Не длиннее 500 символов').optional(),
});
export type SubstitutionRequest = z.infer<typeof SubstitutionRequestSchema>;

export const SubstitutionParamsSchema = GroupParamsSchema.extend({ date: isoDate() });

export const SubstitutionSchema = z.object({
  groupId: z.number(),
  date: z.string(),
  substituteCoachId: z.number(),
  substituteName: z.string(),
  reason: z.string().nullable(),
  /** How many families were told by this call. */
  notified: z.number(),
});
export type Substitution = z.infer<typeof SubstitutionSchema>;

/** DELETE …/substitutions/{date}: how many families were told of the cancellation. */
export const SubstitutionCanceledSchema = z.object({ notified: z.number() });

export const SubstitutionListSchema = z.object({
  substitutions: z.array(SubstitutionSchema.omit({ notified: true })),
});
