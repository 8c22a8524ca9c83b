import { z } from 'zod';
import { PaymentStatusSchema, VisitorPackageStatusSchema } from '../enums-statuses';
import { loginPhoneSchema } from './auth';
import {
  OrderRefundSchema,
  RefundStateSchema,
  SoldOrderLineSchema,
  SoldOrderStatusSchema,
  VenueRequestStateSchema,
} from './refunds';
import { ComplexParamsSchema, StaffScopeSchema, VenueRoleSchema } from './venue-staff';

// Issue 24: the venue's side behind the door — the team, the audit log, the venue's orders,
// section applications, rosters and attendance (docs/venue-side.md). Every call names its
// venue in the path: /v1/mob/staff/complexes/{complexId}/…

const complexId = ComplexParamsSchema.shape.complexId;
const isoDate = () => z.iso.date({ error: 'Неверный формат даты' });
const limit = z.coerce
  .number({ error: 'Неверный размер страницы' })
  .int('Неверный размер страницы')
  .min(1, 'Не меньше 1')
  .max(100, 'Не больше 100')
  .default(50);
const orderNumber = () =>
  z.coerce
    .number({ error: 'Неверный номер заказа' })
    .int('Неверный номер заказа')
    .positive('Неверный номер заказа')
    .max(Number.MAX_SAFE_INTEGER, 'Неверный номер заказа')
    .optional();
const cursor = z.string().max(200, 'Неверная страница').optional();

// ---- the team ----------------------------------------------------------------------------

export const TeamMemberSchema = z.object({
  /** The grant's id: change and remove it by this. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: VenueRoleSchema,
  roleLabel: z.string(),
  scope: StaffScopeSchema,
  /** COACH: the coach of the venue whose groups they see. */
  coachId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamResponseSchema = z.object({ members: z.array(TeamMemberSchema) });
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

/** GET …/team/coaches: the venue's coach cards, one of which a COACH grant names. */
export const TeamCoachSchema = z.object({ id: z.number().int(), name: z.string() });
export type TeamCoach = z.infer<typeof TeamCoachSchema>;
export const TeamCoachesResponseSchema = z.object({ coaches: z.array(TeamCoachSchema) });
export type TeamCoachesResponse = z.infer<typeof TeamCoachesResponseSchema>;

const coachId = z
  .number({ error: 'Укажите тренера' })
  .int('Укажите тренера')
  .positive('Укажите тренера')
  .max(2_147_483_647, 'Укажите тренера');

/** A coach's grant names their coach card; the other roles name none. */
const coachRule = <T extends { role: string; coachId?: number | undefined }>(b: T) =>
  b.role !== 'COACH' || b.coachId !== undefined;
const COACH_RULE = { message: 'Для роли «Тренер» укажите тренера', path: ['coachId'] };

/** POST /v1/mob/staff/complexes/{complexId}/team — invites by phone (a new person is created). */
export const TeamInviteRequestSchema = z
  .object({
    phone: loginPhoneSchema,
    role: VenueRoleSchema,
    /** OWNER — at every venue of the organisation (only an administrator of the organisation). */
    scope: StaffScopeSchema.default('COMPLEX'),
    coachId: coachId.optional(),
  })
  .refine(coachRule, COACH_RULE)
  .refine((b) => b.scope === 'COMPLEX' || b.role !== 'COACH', {
    message: 'Тренер работает на одном спортобъекте',
    path: ['scope'],
  });
export type TeamInviteRequest = z.infer<typeof TeamInviteRequestSchema>;

export const TeamRoleRequestSchema = z
  .object({ role: VenueRoleSchema, coachId: coachId.optional() })
  .refine(coachRule, COACH_RULE);
export type TeamRoleRequest = z.infer<typeof TeamRoleRequestSchema>;

export const TeamMemberParamsSchema = z.object({
  complexId,
  memberId: z.uuid({ error: 'Неверный сотрудник' }),
});

// ---- the audit log -----------------------------------------------------------------------

export const AUDIT_KINDS = [
  'CHECK_IN',
  'CHECK_IN_SYNC',
  'CHECK_IN_CONFLICT',
  'CHECK_IN_LIST',
  'REFUND',
  'APPLICATION_DECISION',
  'ATTENDANCE',
  'TEAM_INVITE',
  'TEAM_ROLE',
  'TEAM_REMOVE',
  'SECTION_REFUND_DECISION',
  'SESSION_CANCEL',
  'SERIES_CREATE',
  'SERIES_EXCEPTION',
  'SERIES_SHIFT',
  'SERIES_CANCEL',
  'EVENT_CREATE',
  'EVENT_UPDATE',
  'SERVICE_CREATE',
  'SERVICE_UPDATE',
  'PACKAGE_CREATE',
  'PACKAGE_UPDATE',
  'RATE_CREATE',
  'RATE_UPDATE',
  'RATE_DELETE',
  'POLICY_UPLOAD',
  'SUBSTITUTION_CREATE',
  'SUBSTITUTION_CANCEL',
  'SECTION_CREATE',
  'SECTION_UPDATE',
  'GROUP_CREATE',
  'GROUP_UPDATE',
  'COACH_CREATE',
  'COACH_UPDATE',
  'PART_CREATE',
  'PART_UPDATE',
  'PART_REMOVE',
  'PRODUCT_CREATE',
  'PRODUCT_WITHDRAW',
  'VENUE_SPORTS_UPDATE',
  'PLACE_CREATE',
  'PLACE_UPDATE',
  'PLACE_REMOVE',
  'PACKAGE_ACTIVATE',
  'PRODUCT_UPDATE',
] as const;
export const AuditKindSchema = z.enum(AUDIT_KINDS, { error: 'Неизвестный вид действия' });
export type AuditKind = z.infer<typeof AuditKindSchema>;

export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  CHECK_IN: 'Проход',
  CHECK_IN_SYNC: 'Проход без сети',
  CHECK_IN_CONFLICT: 'Конфликт прохода',
  CHECK_IN_LIST: 'Список входа',
  REFUND: 'Возврат',
  APPLICATION_DECISION: 'Решение по заявке',
  ATTENDANCE: 'Посещаемость',
  TEAM_INVITE: 'Приглашение в команду',
  TEAM_ROLE: 'Смена роли',
  TEAM_REMOVE: 'Удаление из команды',
  SECTION_REFUND_DECISION: 'Решение по запросу на возврат секции',
  SESSION_CANCEL: 'Отмена сеанса',
  SERIES_CREATE: 'Серия сеансов',
  SERIES_EXCEPTION: 'Пропуск даты серии',
  SERIES_SHIFT: 'Перенос серии',
  SERIES_CANCEL: 'Отмена серии',
  EVENT_CREATE: 'Новое событие',
  EVENT_UPDATE: 'Изменение события',
  SERVICE_CREATE: 'Новая услуга',
  SERVICE_UPDATE: 'Изменение услуги',
  PACKAGE_CREATE: 'Новый абонемент',
  PACKAGE_UPDATE: 'Изменение абонемента',
  RATE_CREATE: 'Новый тариф',
  RATE_UPDATE: 'Изменение тарифа',
  RATE_DELETE: 'Удаление тарифа',
  POLICY_UPLOAD: 'Новая версия правил',
  SUBSTITUTION_CREATE: 'Замена тренера',
  SUBSTITUTION_CANCEL: 'Отмена замены тренера',
  SECTION_CREATE: 'Новая секция',
  SECTION_UPDATE: 'Изменение секции',
  GROUP_CREATE: 'Новая группа',
  GROUP_UPDATE: 'Изменение группы',
  COACH_CREATE: 'Новый тренер',
  COACH_UPDATE: 'Изменение карточки тренера',
  PART_CREATE: 'Новая часть схемы мест',
  PART_UPDATE: 'Изменение части схемы мест',
  PART_REMOVE: 'Удаление части схемы мест',
  PRODUCT_CREATE: 'Новый товар события',
  PRODUCT_WITHDRAW: 'Товар события снят с продажи',
  PRODUCT_UPDATE: 'Изменение товара события',
  VENUE_SPORTS_UPDATE: 'Виды спорта спортобъекта',
  PLACE_CREATE: 'Новая площадка',
  PLACE_UPDATE: 'Изменение площадки',
  PLACE_REMOVE: 'Удаление площадки',
  PACKAGE_ACTIVATE: 'Активация абонемента на стойке',
};

/** GET /v1/mob/staff/complexes/{complexId}/audit — newest first; dates in the venue's zone. */
export const AuditQuerySchema = z.object({
  userId: z.uuid({ error: 'Неверный сотрудник' }).optional(),
  kind: AuditKindSchema.optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  orderNumber: orderNumber(),
  cursor,
  limit,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: AuditKindSchema,
  kindLabel: z.string(),
  actor: z.object({ userId: z.string().nullable(), name: z.string() }),
  complexId: z.number().int(),
  objectType: z.string(),
  objectId: z.string(),
  orderNumber: z.number().int().nullable(),
  deviceId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /**
   * Issue 25: the names of what the entry's fields give by id — a section's `sportTypeId`,
   * `placeId`, `packageId` — as field → id → name, read when the log is read (not stored); an id
   * no longer found is left out. Absent when the entry names none.
   */
  names: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- the venue's orders ------------------------------------------------------------------

/** GET /v1/mob/staff/complexes/{complexId}/orders — newest first. */
export const StaffOrdersQuerySchema = z.object({
  number: orderNumber(),
  phone: z.string().trim().min(3, 'Не меньше 3 цифр').max(20, 'Не больше 20 символов').optional(),
  name: z.string().trim().min(2, 'Не меньше 2 букв').max(100, 'Не больше 100 символов').optional(),
  /** The day the order was made, in the venue's zone. */
  date: isoDate().optional(),
  cursor,
  limit,
});
export type StaffOrdersQuery = z.infer<typeof StaffOrdersQuerySchema>;

export const StaffOrderSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The visitor side's order statuses (`SoldOrderSchema.status`). */
  status: SoldOrderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  /** The child the order is for, when it is. */
  childName: z.string().nullable(),
  totalKopecks: z.number().int(),
});
export type StaffOrderSummary = z.infer<typeof StaffOrderSummarySchema>;
export const StaffOrdersPageSchema = z.object({
  items: z.array(StaffOrderSummarySchema),
  nextCursor: z.string().nullable(),
});

export const StaffOrderParamsSchema = z.object({
  complexId,
  orderId: z.uuid({ error: 'Неверный номер заказа' }),
});

export const StaffOrderDetailSchema = StaffOrderSummarySchema.extend({
  provider: z.string().nullable(),
  subtotalKopecks: z.number().int(),
  feeKopecks: z.number().int(),
  lines: z.array(SoldOrderLineSchema),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      /** An attempt's state as the visitor's payment screen sees it (`BillStatusSchema`). */
      status: PaymentStatusSchema,
      amountKopecks: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  items: z.array(
    z.object({
      qrCodeId: z.string(),
      kind: z.enum(['TICKET', 'PACKAGE']),
      lineId: z.number().int(),
      title: z.string(),
      /** A ticket's or package's state as the visitor's purchases show it. */
      status: VisitorPackageStatusSchema,
      visitsTotal: z.number().int().nullable(),
      visitsUsed: z.number().int(),
      checkIns: z.array(
        z.object({ at: z.string(), staffName: z.string(), deviceId: z.string().nullable() }),
      ),
    }),
  ),
  refunds: z.array(OrderRefundSchema.extend({ reason: z.string().nullable() })),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

/** POST …/orders/{orderId}/refund — the venue's decision, beyond the buyer's own window. */
export const VenueRefundRequestSchema = z.object({
  lineIds: z
    .array(z.number().int().positive(), { error: 'Выберите позиции' })
    .min(1, 'Выберите позиции')
    .max(50),
  reason: z
    .string({ error: 'Укажите причину возврата' })
    .trim()
    .min(3, 'Укажите причину возврата')
    .max(500, 'Не больше 500 символов'),
});
export type VenueRefundRequest = z.infer<typeof VenueRefundRequestSchema>;

// ---- a section's payment: the parents' refund requests (issue 28) ------------------------

/** GET /v1/mob/staff/complexes/{complexId}/section-refund-requests?status= (orders.read). */
export const SectionRefundRequestsQuerySchema = z.object({
  status: VenueRequestStateSchema.optional(),
});
export type SectionRefundRequestsQuery = z.infer<typeof SectionRefundRequestsQuerySchema>;

export const SectionRefundRequestParamsSchema = z.object({
  complexId,
  requestId: z.uuid({ error: 'Неверный запрос на возврат' }),
});

export const StaffSectionRefundAskSchema = z.object({
  id: z.string(),
  status: VenueRequestStateSchema,
  orderId: z.string(),
  orderNumber: z.number().int(),
  lineId: z.number().int(),
  /** The line's title (the section and its rate). */
  title: z.string(),
  /** What goes back if approved: the line with its share of the fee. */
  amountKopecks: z.number().int(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  childName: z.string().nullable(),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The refund of an approved request as it goes through the acquirer. */
  refundState: RefundStateSchema.nullable(),
  timeZone: z.string(),
});
export type StaffSectionRefundAsk = z.infer<typeof StaffSectionRefundAskSchema>;
export const StaffSectionRefundAsksSchema = z.object({
  requests: z.array(StaffSectionRefundAskSchema),
});

/** POST …/section-refund-requests/{requestId}/decision (orders.refund). */
export const SectionRefundDecisionSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED'], {
      error: 'Укажите решение: APPROVED или REJECTED',
    }),
    reason: z.string().trim().max(500, 'Не больше 500 символов').optional(),
  })
  .refine((b) => b.status === 'APPROVED' || (b.reason?.length ?? 0) > 0, {
    message: 'Укажите причину отказа',
    path: ['reason'],
  });
export type SectionRefundDecision = z.infer<typeof SectionRefundDecisionSchema>;

// ---- sections: groups, applications, rosters, attendance ----------------------------------

export const StaffGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sectionId: z.number().int(),
  sectionName: z.string(),
  coachId: z.number().int(),
  coachName: z.string(),
  places: z.number().int(),
  taken: z.number().int(),
  newApplications: z.number().int(),
});
export const StaffGroupsResponseSchema = z.object({ groups: z.array(StaffGroupSchema) });

export const StaffApplicationsQuerySchema = z.object({
  groupId: z.coerce.number({ error: 'Неверная группа' }).int().positive().optional(),
  status: z
    .enum(['NEW', 'APPROVED', 'DISMISSED', 'WITHDRAWN'], { error: 'Неизвестный статус' })
    .optional(),
});

export const GroupParamsSchema = z.object({
  complexId,
  groupId: z.coerce.number({ error: 'Неверная группа' }).int().positive().max(2_147_483_647),
});

export const RosterMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  childId: z.string().nullable(),
  /** Full years on the next session's date (today's when the group has no schedule). */
  age: z.number().int().nullable(),
  status: z.enum(['NEW', 'APPROVED', 'DISMISSED']),
  /** Each document the section asks for, and whether one is valid on the next session's date. */
  documents: z.array(
    z.object({ kind: z.string(), valid: z.boolean(), validUntil: z.string().nullable() }),
  ),
  documentsValid: z.boolean(),
});
export const RosterSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  nextSessionDate: z.string().nullable(),
  requiredDocuments: z.array(z.string()),
  members: z.array(RosterMemberSchema),
});
export type Roster = z.infer<typeof RosterSchema>;

/** PUT …/groups/{groupId}/attendance — the marks of one day; sending them again changes nothing. */
export const AttendanceRequestSchema = z.object({
  date: isoDate(),
  marks: z
    .array(
      z.object({
        memberId: z.uuid({ error: 'Неверный участник' }),
        present: z.boolean({ error: 'Укажите, был ли участник' }),
      }),
      { error: 'Укажите отметки' },
    )
    .min(1, 'Укажите отметки')
    .max(200),
});
export type AttendanceRequest = z.infer<typeof AttendanceRequestSchema>;
export const AttendanceQuerySchema = z.object({ date: isoDate() });
export const AttendanceSchema = z.object({
  groupId: z.number().int(),
  date: z.string(),
  marks: z.array(
    z.object({ memberId: z.string(), name: z.string(), present: z.boolean().nullable() }),
  ),
});
export type Attendance = z.infer<typeof AttendanceSchema>;
