import { z } from 'zod';
import { ApplicationStatusSchema } from '../enums';

// Issue 14: the person's applications (spec §2.2 /tabs/profile/applications; §3 application
// statuses CREATED, SENT, APPROVED, REJECTED). The spec names no call: GET
// /v1/mob/user/applications is ours. It gathers what the person asked others to decide —
// venues they proposed (POST /v1/addPlace) and section enrolments of themself and their
// children — each mapped onto the spec's statuses (docs/api-applications.md).

/** What the application is: a venue proposal or an enrolment in a section group. */
export const APPLICATION_KINDS = ['PLACE_PROPOSAL', 'SECTION'] as const;
export const ApplicationKindSchema = z.enum(APPLICATION_KINDS);
export type ApplicationKind = z.infer<typeof ApplicationKindSchema>;

export const ApplicationsQuerySchema = z.object({
  status: ApplicationStatusSchema.optional().describe('Только заявки в этом статусе'),
});
export type ApplicationsQuery = z.infer<typeof ApplicationsQuerySchema>;

export const ApplicationSchema = z.object({
  /** Unique across kinds: `PLACE_PROPOSAL:<uuid>` or `SECTION:<uuid>`. */
  id: z.string(),
  kind: ApplicationKindSchema,
  status: ApplicationStatusSchema,
  statusLabel: z.string().describe('Статус по-русски'),
  title: z.string().describe('Название предложенной площадки или секции'),
  details: z.string().describe('Адрес площадки или группа и спортобъект'),
  /** Whom it is for: null for the person themself, else the child's name. */
  forWhom: z.string().nullable(),
  childId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, when the venue said. */
  reason: z.string().nullable(),
  /** A route of the app to open (the person's sections for an enrolment), or null. */
  link: z.string().nullable(),
  /** Issue 25: a section application's place in the full group's waiting list, or null. */
  waitingPosition: z.number().int().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** Newest first. */
export const ApplicationListSchema = z.object({ applications: z.array(ApplicationSchema) });
export type ApplicationList = z.infer<typeof ApplicationListSchema>;
