import { z } from 'zod';
import { birthDateSchema } from '@sportkarta/contract/api/user';
import {
  emailSchema,
  genderSchema,
  innSchema,
  optionalPersonNameSchema,
  personNameSchema,
} from '@sportkarta/contract/validation-messages';
import { ru } from '@/i18n/ru';

// spec §5 User edit form, on the contract's shared rules (trimmed values, Russian messages).
export const profileFormSchema = z.object({
  lastName: personNameSchema,
  firstName: personNameSchema,
  middleName: optionalPersonNameSchema,
  birthDate: birthDateSchema,
  gender: genderSchema,
  email: emailSchema,
  inn: innSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** Field labels in form order: the first invalid field is the one named in the error toast. */
export const PROFILE_FIELD_LABELS = {
  lastName: ru.account.lastName,
  firstName: ru.account.firstName,
  middleName: ru.account.middleName,
  birthDate: ru.account.birthDate,
  gender: ru.account.gender,
  email: ru.account.email,
  inn: ru.account.inn,
} as const;

/** «Фамилия: Поле обязательно» for the first field (in form order) that has an error. */
export function firstFieldError(
  errors: Partial<Record<string, { message?: string }>>,
  labels: Record<string, string>,
): string | null {
  for (const [field, label] of Object.entries(labels)) {
    const message = errors[field]?.message;
    if (message) return ru.account.fieldError(label, message);
  }
  return null;
}
