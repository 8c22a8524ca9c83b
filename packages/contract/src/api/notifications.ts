import { z } from 'zod';

// Issue 14: a person's notifications (spec §7.1 /service/v1/notify/*) and the devices that get
// them as push (spec §3 "Push registration: deviceId, clientId, operationTm, active (plus device
// token data)"; §7.2 register body and unregister params).

/** What a notification is about; the server's producers each use one. */
export const NOTIFICATION_KINDS = [
  'ORDER_PAID',
  'REFUND_FINISHED',
  'SESSION_REMINDER',
  'FRIEND_REQUEST',
  'FRIEND_ACCEPTED',
  'EVENT_CHANGED',
  'EVENT_CANCELED',
  'SECTION_APPLICATION',
  'GROUP_SUBSTITUTION',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A route of the app to open (`/tabs/profile/orders/…`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  viewed: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 50;

export const NotificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(0, 'Значение не может быть меньше 0')
    .max(1000, 'Значение не может быть больше 1000')
    .default(0),
  size: z.coerce
    .number({ error: 'Должно быть числом' })
    .int('Должно быть числом')
    .min(1, 'Значение не может быть меньше 1')
    .max(100, 'Значение не может быть больше 100')
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** Unread first, then newest first. */
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationsCountSchema = z.object({ count: z.number().int() });
export type NotificationsCount = z.infer<typeof NotificationsCountSchema>;

export const SetViewedBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Неверный идентификатор уведомления' }), {
      error: 'Ожидается список уведомлений',
    })
    .min(1, 'Поле обязательно')
    .max(100, 'Значение не может быть больше 100'),
});
export type SetViewedBody = z.infer<typeof SetViewedBodySchema>;

const shortId = (what: string) =>
  z
    .string({ error: 'Поле обязательно' })
    .trim()
    .min(1, 'Поле обязательно')
    .max(128, 'Длина текста не может быть больше 128 символов')
    .regex(/^[\w.:-]+$/, `Недопустимые символы в поле «${what}»`);

/** A browser's PushSubscription (its JSON), or the packaged app's token (Capacitor push). */
export const DeviceTokenSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('WEB_PUSH'),
      endpoint: z.url({ error: 'Неверный формат' }).max(2048),
      keys: z.object({
        p256dh: z
          .string()
          .regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'Неверный формат')
          .max(128),
        auth: z
          .string()
          .regex(/^[A-Za-z0-9_-]{16,32}=*$/, 'Неверный формат')
          .max(64),
      }),
    }),
    z.object({
      kind: z.enum(['FCM', 'APNS']),
      registrationId: z.string().trim().min(1, 'Поле обязательно').max(4096),
    }),
  ],
  { error: 'Ожидается вид WEB_PUSH, FCM или APNS' },
);
export type DeviceToken = z.infer<typeof DeviceTokenSchema>;

/** spec §7.2 "Register notifications: body with device token data, clientId, operationTm, active". */
export const PushRegisterBodySchema = z.object({
  deviceId: shortId('Устройство'),
  clientId: shortId('Приложение'),
  /** When the device did it: a later operation wins over an earlier one that arrives late. */
  operationTm: z.iso.datetime({ offset: true, error: 'Неверный формат даты' }),
  active: z.boolean({ error: 'Ожидается true или false' }),
  deviceToken: DeviceTokenSchema,
});
export type PushRegisterBody = z.infer<typeof PushRegisterBodySchema>;

/** spec §7.2 "Unregister: params deviceId, clientId". */
export const PushUnregisterQuerySchema = z.object({
  deviceId: shortId('Устройство'),
  clientId: shortId('Приложение'),
});

export const PushRegistrationSchema = z.object({
  deviceId: z.string(),
  clientId: z.string(),
  active: z.boolean(),
  operationTm: z.string(),
});
export type PushRegistration = z.infer<typeof PushRegistrationSchema>;

/** What the browser needs to subscribe: the server's VAPID public key (base64url). */
export const PushConfigSchema = z.object({ vapidPublicKey: z.string() });
