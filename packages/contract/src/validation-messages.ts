// The form message catalogue of spec §5 (verbatim) and the user-form patterns built on it.
import { z } from 'zod';
import { isValidApiDate } from './config/formats';
import { GENDERS } from './enums';

/** spec §5 generic form messages; the parametrised ones are functions. */
export const VALIDATION_MESSAGES = {
  required: 'Поле обязательно',
  endDate: 'Дата окончания должна быть позже чем дата начала',
  endTime: 'Время окончания не может быть раньше чем время начала',
  email: 'Некорректный почтовый ящик',
  phone: 'Некорректный номер телефона',
  number: 'Должно быть числом',
  date: 'Неверный формат даты',
  min: (min: number | string): string => `Значение не может быть меньше ${min}`,
  max: (max: number | string): string => `Значение не может быть больше ${max}`,
  textLength: (max: number): string => `Длина текста не может быть больше ${max} символов`,
  files: (max: number): string => `Превышен лимит в ${max} файлов`,
  regex: 'Недопустимые символы',
  format: 'Неверный формат',
} as const;

// ---- spec §5 user edit form ----

/** Only the characters a name may hold: Latin or Cyrillic letters (with Ё), hyphen, apostrophe. */
export const PERSON_NAME_CHARS_PATTERN = /^[A-Za-zА-Яа-яЁё'’-]*$/;
/** A whole name: starts with a letter, at least 2 characters, only the characters above. */
export const PERSON_NAME_PATTERN = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё'’-]+$/;
/** spec §5: INN is digits only (the label asks for 10+, but no minimum is enforced). */
export const INN_PATTERN = /^\d*$/;
/** One @, no spaces, a dotted domain ending in 2+ characters (Cyrillic domains such as .рф too). */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;
/** A Russian mobile number as sent to the API: +7 and ten digits. */
export const PHONE_PATTERN = /^\+7\d{10}$/;

/** Text inputs trim entered values (spec §5); empty after trimming is «Поле обязательно». */
export const requiredStringSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required);

/** firstName / lastName: required, letters with hyphen or apostrophe, from a letter, 2+ chars. */
export const personNameSchema = requiredStringSchema
  .regex(PERSON_NAME_CHARS_PATTERN, VALIDATION_MESSAGES.regex)
  .regex(PERSON_NAME_PATTERN, VALIDATION_MESSAGES.format);

/** middleName: optional, same pattern when given, default empty. */
export const optionalPersonNameSchema = z
  .string()
  .trim()
  .regex(PERSON_NAME_CHARS_PATTERN, VALIDATION_MESSAGES.regex)
  .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), VALIDATION_MESSAGES.format)
  .default('');

/** inn: digits only, default empty. */
export const innSchema = z
  .string()
  .trim()
  .regex(INN_PATTERN, VALIDATION_MESSAGES.regex)
  .default('');

/** email: required and of a valid pattern. */
export const emailSchema = requiredStringSchema.regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email);

/** phone: +7 and ten digits. */
export const phoneSchema = requiredStringSchema.regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone);

/** A calendar date as YYYY-MM-DD (spec §5); impossible dates such as 2023-02-29 are refused. */
export const isoDateSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .refine(isValidApiDate, VALIDATION_MESSAGES.date);

/** gender: required, M or F. */
export const genderSchema = z.enum(GENDERS, { error: VALIDATION_MESSAGES.required });
