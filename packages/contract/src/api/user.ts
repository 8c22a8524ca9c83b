import { z } from 'zod';
import { todayLocalIso } from '../clock';
import { GenderSchema } from '../enums';
import {
  VALIDATION_MESSAGES,
  emailSchema,
  genderSchema,
  innSchema,
  isoDateSchema,
  optionalPersonNameSchema,
  personNameSchema,
} from '../validation-messages';

/** spec §5: «picker maximum is today» — a birth date may not lie in the future. */
export const BIRTH_DATE_IN_FUTURE_MESSAGE = 'Дата рождения не может быть в будущем';

/** YYYY-MM-DD, a real date, not after today (one day of slack for time zones east of us). */
export const birthDateSchema = isoDateSchema.refine((v) => {
  const tomorrow = new Date(`${todayLocalIso()}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return v <= tomorrow.toISOString().slice(0, 10);
}, BIRTH_DATE_IN_FUTURE_MESSAGE);

/** GET /v1/userInfo — the signed-in person (spec §3 User). Unknown fields are empty strings or null. */
export const UserSchema = z
  .object({
    id: z.string().uuid().describe('Идентификатор пользователя'),
    firstName: z.string().describe('Имя (пустая строка, пока не заполнено)'),
    lastName: z.string().describe('Фамилия (пустая строка, пока не заполнено)'),
    middleName: z.string().describe('Отчество (пустая строка, если нет)'),
    birthDate: z.string().nullable().describe('Дата рождения ГГГГ-ММ-ДД или null'),
    gender: GenderSchema.nullable().describe('Пол: M или F; null, пока не указан'),
    email: z.string().describe('Электронная почта (пустая строка, пока не заполнено)'),
    phone: z
      .string()
      .nullable()
      .describe('Телефон +7XXXXXXXXXX; показывается маской и не меняется через профиль'),
    photo: z
      .string()
      .nullable()
      .describe(
        'Адрес фотографии (/v1/photos/<случайный токен>.jpg) или null. Токен не угадать, адрес меняется при каждой загрузке',
      ),
    inn: z.string().describe('ИНН: только цифры (пустая строка, если не указан)'),
    loginMethod: z.enum(['SBER_ID', 'PHONE']).describe('Способ входа при регистрации'),
    isDemo: z.boolean().describe('Демонстрационный аккаунт (его нельзя удалить)'),
  })
  .describe('Пользователь');
export type User = z.infer<typeof UserSchema>;

/**
 * POST /v1/userInfo, multipart part `user` (spec §7.2). `phone` is accepted and ignored (the
 * number is changed only by signing in with another one); `photo` is a string only: an empty
 * string removes the current photo, any other value keeps it; a new photo comes as the `photo` part.
 */
export const UserUpdateSchema = z
  .object({
    firstName: personNameSchema.describe('Имя: буквы, дефис, апостроф; от 2 символов'),
    lastName: personNameSchema.describe('Фамилия: буквы, дефис, апостроф; от 2 символов'),
    middleName: optionalPersonNameSchema.describe('Отчество, необязательно'),
    birthDate: birthDateSchema.describe('Дата рождения ГГГГ-ММ-ДД, не позже сегодняшнего дня'),
    gender: genderSchema.describe('Пол: M или F'),
    email: emailSchema.describe('Электронная почта'),
    inn: innSchema.describe('ИНН: только цифры'),
    phone: z.unknown().optional().describe('Игнорируется: телефон в профиле не меняется'),
    photo: z
      .string()
      .nullable()
      .optional()
      .describe('Пустая строка удаляет фотографию; иное значение её сохраняет'),
  })
  .describe('Данные профиля (часть user запроса multipart)');
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** A list of phone numbers to check (POST /v1/verified-users). */
export const VERIFIED_USERS_MAX_PHONES = 500;

export const VerifiedUsersRequestSchema = z
  .object({
    phones: z
      .array(z.string().max(40, VALIDATION_MESSAGES.phone))
      .max(VERIFIED_USERS_MAX_PHONES, VALIDATION_MESSAGES.max(VERIFIED_USERS_MAX_PHONES))
      .describe(
        'Номера телефонов в любом привычном виде (+7…, 8…, со скобками и пробелами), не больше 500',
      ),
  })
  .describe('Номера из контактов для поиска друзей');

export const VerifiedUsersResponseSchema = z
  .object({
    phones: z
      .array(z.string())
      .describe(
        'Только те номера (в виде +7XXXXXXXXXX), что принадлежат зарегистрированным людям; без имён и идентификаторов',
      ),
  })
  .describe('Номера зарегистрированных людей');
