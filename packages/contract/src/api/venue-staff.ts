import { z } from 'zod';
import { CheckInResponseSchema, deviceIdSchema, qrTokenSchema } from './check-in';

// Issue 24: the venue's staff roles and their permission keys, defined once for the server's
// guard and the app's menus (docs/venue-side.md). A role is a set of keys; the server checks
// the key of every staff call for the venue (complex) the call names — the way pretix gives a
// team permissions per organizer and event.

/** ADMIN — everything, the team too; FRONT_DESK — orders, refunds, check-in, applications;
 * CONTROLLER — check-in only; COACH — their own groups' rosters and attendance. */
export const VENUE_ROLES = ['ADMIN', 'FRONT_DESK', 'CONTROLLER', 'COACH'] as const;
export const VenueRoleSchema = z.enum(VENUE_ROLES, {
  error: 'Укажите роль: ADMIN, FRONT_DESK, CONTROLLER или COACH',
});
export type VenueRole = z.infer<typeof VenueRoleSchema>;

export const VENUE_ROLE_LABELS: Readonly<Record<VenueRole, string>> = {
  ADMIN: 'Администратор',
  FRONT_DESK: 'Администратор зала',
  CONTROLLER: 'Контролёр',
  COACH: 'Тренер',
};

/** COMPLEX — one venue; OWNER — every venue of the organisation that owns it. */
export const STAFF_SCOPES = ['COMPLEX', 'OWNER'] as const;
export const StaffScopeSchema = z.enum(STAFF_SCOPES, {
  error: 'Укажите область: COMPLEX или OWNER',
});
export type StaffScope = z.infer<typeof StaffScopeSchema>;

export const PERMISSION_KEYS = [
  'checkin.scan',
  'checkin.lists',
  'orders.read',
  'orders.refund',
  'applications.read',
  'applications.decide',
  'roster.read',
  'groups.all',
  'attendance.mark',
  'team.manage',
  'audit.read',
  'sessions.read',
  'sessions.cancel',
  'catalogue.edit',
  'policies.manage',
  'reports.read',
  'finance.read',
  'packages.manage',
] as const;
export const PermissionKeySchema = z.enum(PERMISSION_KEYS);
export type PermissionKey = z.infer<typeof PermissionKeySchema>;

export const PERMISSION_LABELS: Readonly<Record<PermissionKey, string>> = {
  'checkin.scan': 'Проверять билеты на входе, скачивать билеты дня для работы без сети',
  'checkin.lists': 'Настраивать списки входа: что пропускать, окно до сеанса, повторный вход',
  'orders.read': 'Искать и смотреть заказы спортобъекта',
  'orders.refund': 'Возвращать позиции заказа по решению спортобъекта',
  'applications.read': 'Смотреть заявки в секции',
  'applications.decide': 'Принимать и отклонять заявки в секции',
  'roster.read': 'Смотреть составы групп',
  'groups.all': 'Видеть все группы спортобъекта, а не только свои',
  'attendance.mark': 'Отмечать посещаемость занятий',
  'team.manage': 'Приглашать сотрудников, менять их роли, удалять из команды',
  'audit.read': 'Смотреть журнал действий и конфликты проходов',
  'sessions.read': 'Смотреть календарь сеансов: места, проданные, брони, проходы',
  'sessions.cancel': 'Отменять сеансы: покупателям возвращаются деньги и приходит уведомление',
  'catalogue.edit':
    'Вести каталог и расписание: услуги, события, абонементы, цены и тарифы, серии сеансов',
  'policies.manage': 'Загружать новые версии правил посещения и возврата (PDF)',
  'reports.read': 'Смотреть и скачивать отчёты: продажи, возвраты, проходы, заполняемость',
  'finance.read':
    'Смотреть деньги организации: что собрал каждый эквайер, комиссию, возвраты и расхождения',
  'packages.manage': 'Активировать абонементы посетителей на стойке: с сегодняшнего дня или позже',
};

/** The one table of what each role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<VenueRole, readonly PermissionKey[]>> = {
  ADMIN: PERMISSION_KEYS,
  FRONT_DESK: [
    'checkin.scan',
    'orders.read',
    'orders.refund',
    'applications.read',
    'applications.decide',
    'roster.read',
    'groups.all',
    'sessions.read',
    'packages.manage',
  ],
  CONTROLLER: ['checkin.scan'],
  COACH: ['roster.read', 'attendance.mark'],
};

export function roleCan(role: VenueRole, key: PermissionKey): boolean {
  return ROLE_PERMISSIONS[role].includes(key);
}

/** One grant of a role, as the signed-in person holds it at one venue. */
export const StaffRoleSchema = z.object({
  complexId: z.number().int(),
  complexName: z.string(),
  timeZone: z.string(),
  ownerId: z.string(),
  role: VenueRoleSchema,
  roleLabel: z.string(),
  /** OWNER: held through the organisation, at each of its venues. */
  scope: StaffScopeSchema,
  permissions: z.array(PermissionKeySchema),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** GET /v1/mob/staff/roles — empty for a visitor. */
export const StaffRolesResponseSchema = z.object({ roles: z.array(StaffRoleSchema) });
export type StaffRolesResponse = z.infer<typeof StaffRolesResponseSchema>;

export const ComplexParamsSchema = z.object({
  complexId: z.coerce
    .number({ error: 'Неверный номер спортобъекта' })
    .int('Неверный номер спортобъекта')
    .positive('Неверный номер спортобъекта')
    .max(2_147_483_647, 'Неверный номер спортобъекта'),
});
export type ComplexParams = z.infer<typeof ComplexParamsSchema>;

// ---- the door: check-in lists, the offline pack, the sync of an offline queue ------------

const minutes = (max: number) =>
  z
    .number({ error: 'Укажите число минут' })
    .int('Укажите целое число минут')
    .min(0, 'Не меньше 0 минут')
    .max(max, `Не больше ${max} минут`);
const ids = z.array(z.number().int().positive(), { error: 'Укажите список номеров' }).max(500);

/**
 * A check-in list: which products admit through its door, the window around a session (from
 * `admitBeforeMinutes` before its start until `admitAfterStartMinutes` after it, or until its
 * end when null) and whether a used ticket may come back in that window or day (re-entry).
 * A venue without lists admits every product 30 minutes before a session until its end, once.
 */
export const CheckInListInputSchema = z.object({
  name: z
    .string({ error: 'Укажите название' })
    .trim()
    .min(1, 'Укажите название')
    .max(100, 'Не больше 100 символов'),
  allProducts: z.boolean({ error: 'Укажите, пропускает ли список всё' }),
  eventIds: ids.default([]),
  serviceIds: ids.default([]),
  packageIds: ids.default([]),
  admitBeforeMinutes: minutes(24 * 60).default(30),
  admitAfterStartMinutes: minutes(24 * 60)
    .nullable()
    .default(null),
  reentry: z.boolean({ error: 'Укажите, разрешён ли повторный вход' }).default(false),
});
export type CheckInListInput = z.infer<typeof CheckInListInputSchema>;

export const CheckInListSchema = CheckInListInputSchema.extend({
  id: z.number().int(),
  complexId: z.number().int(),
});
export type CheckInList = z.infer<typeof CheckInListSchema>;
export const CheckInListsResponseSchema = z.object({ lists: z.array(CheckInListSchema) });
export const CheckInListParamsSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  listId: z.coerce.number({ error: 'Неверный номер списка' }).int().positive().max(2_147_483_647),
});

/** A default when the venue has no list: the issue's «30 minutes before until the end». */
export const DEFAULT_ADMIT_BEFORE_MINUTES = 30;

export const OfflinePackItemSchema = z.object({
  /** The QR code's `sub`: a ticket's id, or `pkg:` and a sold package's id. */
  qrCodeId: z.string(),
  kind: z.enum(['TICKET', 'PACKAGE']),
  title: z.string(),
  holderName: z.string(),
  childAge: z.number().int().nullable(),
  sessionStart: z.string().nullable(),
  sessionEnd: z.string().nullable(),
  /** Some list of the venue admits it; false — the door answers NOT_ON_LIST. */
  onList: z.boolean(),
  /** The window the venue's lists give this item (a session's), ISO moments. */
  admitFrom: z.string().nullable(),
  admitUntil: z.string().nullable(),
  visitsLeft: z.number().int().nullable(),
  status: z.string(),
  /** When it was last admitted today (a used item stays in the pack, for re-entry and to refuse it). */
  usedAt: z.string().nullable(),
  reentry: z.boolean(),
  // What the door's one decision (`decideAtDoor`, door-rules.ts) reads, as the server reads it.
  refund: z.enum(['NONE', 'PENDING', 'DONE']),
  orderStatus: z.string(),
  validUntil: z.string().nullable(),
  /** A service ticket's day (YYYY-MM-DD). */
  visitDate: z.string().nullable(),
  /** A package's day rule: a package the day refuses stays in, to be refused as the server does. */
  dayRule: z.string().nullable(),
  /** A package's first day (activated at the desk from a later day); null — no such limit. */
  startsOn: z.string().nullable().optional(),
  visitsTotal: z.number().int().nullable(),
  visitsUsed: z.number().int(),
  /** A demo login's code at a venue with a real acquirer: the door answers DEMO (issue 26). */
  demo: z.boolean().default(false),
});
export type OfflinePackItem = z.infer<typeof OfflinePackItemSchema>;

/** GET /v1/mob/staff/complexes/:complexId/offline-pack */
export const OfflinePackSchema = z.object({
  generatedAt: z.string(),
  /** The venue's date (YYYY-MM-DD in its zone) the pack is good for. */
  validDate: z.string(),
  /** The venue's time zone: the device's "today" and the times it shows are the venue's. */
  timeZone: z.string(),
  /** The QR key's id (`GET /v1/mob/public/qr-key`): a pack under another key is stale. */
  kid: z.string(),
  items: z.array(OfflinePackItemSchema),
});
export type OfflinePack = z.infer<typeof OfflinePackSchema>;

export const SYNC_MAX_ITEMS = 500;

export const CheckInSyncItemSchema = z.object({
  nonce: z.uuid({ error: 'Неверный ключ повтора' }),
  qrToken: qrTokenSchema,
  scannedAt: z.iso.datetime({ offset: true, error: 'Неверное время сканирования' }),
  offlineAdmitted: z.boolean({ error: 'Укажите, пропустило ли устройство' }),
});
export type CheckInSyncItem = z.infer<typeof CheckInSyncItemSchema>;

/** POST /v1/mob/staff/check-in/sync */
export const CheckInSyncRequestSchema = z.object({
  complexId: ComplexParamsSchema.shape.complexId,
  deviceId: deviceIdSchema,
  items: z
    .array(CheckInSyncItemSchema, { error: 'Укажите список проходов' })
    .max(SYNC_MAX_ITEMS, `Не больше ${SYNC_MAX_ITEMS} проходов за раз`),
});
export type CheckInSyncRequest = z.infer<typeof CheckInSyncRequestSchema>;

/**
 * APPLIED — recorded now; DUPLICATE — this nonce was applied before (its first answer);
 * CONFLICT — admitted offline, but the server refuses it (most often: already admitted on
 * another device) — recorded for the administrator; REFUSED — nothing recorded (the device
 * refused, or the code is forged, unknown or of another venue).
 */
export const SYNC_OUTCOMES = ['APPLIED', 'DUPLICATE', 'CONFLICT', 'REFUSED'] as const;
export const SyncOutcomeSchema = z.enum(SYNC_OUTCOMES);
export type SyncOutcome = z.infer<typeof SyncOutcomeSchema>;

export const CheckInSyncResponseSchema = z.object({
  results: z.array(
    z.object({ nonce: z.string(), outcome: SyncOutcomeSchema, response: CheckInResponseSchema }),
  ),
});
export type CheckInSyncResponse = z.infer<typeof CheckInSyncResponseSchema>;

/** GET /v1/mob/staff/complexes/:complexId/check-in-conflicts */
export const CheckInConflictSchema = z.object({
  id: z.string(),
  /** When the server learnt of it. */
  at: z.string(),
  scannedAt: z.string(),
  deviceId: z.string().nullable(),
  staffName: z.string(),
  qrCodeId: z.string(),
  title: z.string(),
  holderName: z.string(),
  orderNumber: z.number().int().nullable(),
  result: z.string(),
  message: z.string(),
});
export type CheckInConflict = z.infer<typeof CheckInConflictSchema>;
export const CheckInConflictsResponseSchema = z.object({
  conflicts: z.array(CheckInConflictSchema),
});
