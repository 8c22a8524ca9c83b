import { z } from 'zod';
import { PHONE_PATTERN, VALIDATION_MESSAGES } from '../validation-messages';

// Issue 14: friends (spec §1 "Manage friends (incoming and outgoing requests)", §7.1 Friends).
// A person is found only by what they chose to share: their invite link (or its QR code), or
// their exact phone number when they allow it — never a directory. docs/api-friends.md.

const uuid = (label: string) =>
  z.uuid({ error: `Неверный идентификатор: ${label}` }).describe(`Идентификатор: ${label}`);

/** An invite code: 12 characters of an alphabet without look-alikes (0/O, 1/I), ~60 bits. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 12;
export const INVITE_CODE_MESSAGE = 'Неверный код приглашения';
const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Typed or pasted codes are forgiven case and spaces. */
export const inviteCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, VALIDATION_MESSAGES.required)
  .max(64, VALIDATION_MESSAGES.textLength(64))
  .regex(INVITE_CODE_PATTERN, INVITE_CODE_MESSAGE);

export const FRIEND_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export const FriendRequestStatusSchema = z.enum(FRIEND_REQUEST_STATUSES);
/** How the sender found the receiver. */
export const FriendRequestViaSchema = z.enum(['INVITE', 'PHONE']);

/** Friends are shown with name and photo only (issue 14): never a phone or an e-mail. */
export const FriendPersonSchema = z
  .object({
    id: z.string().describe('Идентификатор человека'),
    firstName: z.string().describe('Имя (пустая строка, если не указано)'),
    lastName: z.string().describe('Фамилия (пустая строка, если не указана)'),
    photo: z.string().nullable().describe('Адрес фотографии или null'),
  })
  .describe('Человек: имя и фотография');
export type FriendPerson = z.infer<typeof FriendPersonSchema>;

export const FriendSchema = FriendPersonSchema.extend({
  since: z.string().describe('Когда стали друзьями (ISO 8601)'),
}).describe('Друг');
export type Friend = z.infer<typeof FriendSchema>;

export const FriendListSchema = z
  .object({ friends: z.array(FriendSchema).describe('По фамилии и имени') })
  .describe('Мои друзья');
export type FriendList = z.infer<typeof FriendListSchema>;

export const FriendRequestItemSchema = z
  .object({
    id: z.string(),
    status: FriendRequestStatusSchema,
    via: FriendRequestViaSchema,
    createdAt: z.string(),
    person: FriendPersonSchema.describe(
      'Другая сторона: отправитель входящей, получатель исходящей',
    ),
  })
  .describe('Заявка в друзья');
export type FriendRequest = z.infer<typeof FriendRequestItemSchema>;

export const FriendRequestListSchema = z
  .object({
    requests: z.array(FriendRequestItemSchema).describe('Ожидающие ответа, новые первыми'),
  })
  .describe('Заявки в друзья');
export type FriendRequestList = z.infer<typeof FriendRequestListSchema>;

/** DELETE /v1/friends?friendId=… */
export const RemoveFriendQuerySchema = z.object({ friendId: uuid('друг') });

/** POST /v1/friends/requests/incoming: accept or decline one request to me. */
export const AnswerRequestBodySchema = z.object({
  requestId: uuid('заявка'),
  accept: z
    .boolean({ error: 'Ожидается true или false' })
    .describe('true — принять, false — отклонить'),
});
export type AnswerRequestBody = z.infer<typeof AnswerRequestBodySchema>;

export const OUTGOING_BODY_MESSAGE =
  'Укажите одно: код приглашения, номер телефона или заявку, которую нужно отозвать';

/**
 * PUT /v1/friends/requests/outgoing: send — `{ inviteCode }` or `{ phone }` — or withdraw —
 * `{ requestId, withdraw: true }`. One object with exactly one way, so a wrong phone is told
 * as «Некорректный номер телефона», not as a failed alternative.
 */
export const OutgoingRequestBodySchema = z
  .object({
    inviteCode: inviteCodeSchema.optional().describe('Код из ссылки-приглашения или QR-кода'),
    phone: z
      .string({ error: VALIDATION_MESSAGES.phone })
      .trim()
      .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone)
      .optional()
      .describe('Точный номер +7XXXXXXXXXX человека, разрешившего находить его по номеру'),
    requestId: uuid('заявка').optional().describe('Моя заявка, которую нужно отозвать'),
    withdraw: z
      .literal(true, { error: 'Ожидается true' })
      .optional()
      .describe('true — отозвать заявку requestId'),
  })
  .refine(
    (b) =>
      [b.inviteCode, b.phone, b.requestId].filter((v) => v !== undefined).length === 1 &&
      (b.requestId === undefined) === (b.withdraw === undefined),
    OUTGOING_BODY_MESSAGE,
  );
export type OutgoingRequestBody = z.infer<typeof OutgoingRequestBodySchema>;

/** SENT — a new request; ACCEPTED — they had asked me already, so we are friends now. */
export const OutgoingResultSchema = z
  .object({
    outcome: z.enum(['SENT', 'ACCEPTED', 'WITHDRAWN']),
    request: FriendRequestItemSchema,
  })
  .describe('Что стало с заявкой');
export type OutgoingResult = z.infer<typeof OutgoingResultSchema>;

/** GET /v1/friends/settings: how others may find me. */
export const FriendSettingsSchema = z
  .object({
    inviteCode: z.string().describe('Мой код приглашения'),
    invitePath: z.string().describe('Путь ссылки-приглашения в приложении: /invite/{код}'),
    findableByPhone: z.boolean().describe('Находят ли меня по точному номеру телефона'),
  })
  .describe('Как меня находят друзья');
export type FriendSettings = z.infer<typeof FriendSettingsSchema>;

export const FriendSettingsUpdateSchema = z.object({
  findableByPhone: z.boolean({ error: 'Ожидается true или false' }),
});
export type FriendSettingsUpdate = z.infer<typeof FriendSettingsUpdateSchema>;

export const InviteParamsSchema = z.object({ code: inviteCodeSchema });

/** What the signed-in reader of an invite already is to its author; null for a visitor. */
export const INVITE_RELATIONS = [
  'NONE',
  'SELF',
  'FRIENDS',
  'OUTGOING',
  'INCOMING',
  'DECLINED',
] as const;
export const InviteRelationSchema = z.enum(INVITE_RELATIONS);
export type InviteRelation = z.infer<typeof InviteRelationSchema>;

/** GET /v1/friends/invite/{code}: only what the invite's author shows — never an id or a phone. */
export const InviteSchema = z
  .object({
    code: z.string(),
    inviter: z.object({
      firstName: z.string().describe('Имя (пустая строка, если не указано)'),
      lastNameInitial: z.string().describe('Первая буква фамилии или пустая строка'),
      photo: z.string().nullable(),
    }),
    relation: InviteRelationSchema.nullable().describe('null — гость (не вошёл)'),
  })
  .describe('Приглашение в друзья');
export type Invite = z.infer<typeof InviteSchema>;

/** The last name's first letter («Д»), or '' — all an invite shows of it. */
export const lastNameInitial = (lastName: string | null | undefined): string =>
  (lastName ?? '').trim().charAt(0).toUpperCase();

/**
 * «Анна Д.»: how a person is named to someone who may not know them yet (an invite, a
 * notification); '' when they have not given their first name.
 */
export function shortPersonName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? '').trim();
  if (!first) return '';
  const initial = lastNameInitial(lastName);
  return initial ? `${first} ${initial}.` : first;
}
