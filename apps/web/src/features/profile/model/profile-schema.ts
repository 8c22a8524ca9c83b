import type { z } from 'zod';
import { UserUpdateSchema } from '@sportkarta/contract/api/user';
import { ru } from '@/i18n/ru';

// spec §5 User edit form: the fields of the contract's `user` part (POST /v1/userInfo) that the
// form edits, with their rules and Russian messages (trimmed values) — written once, there.
// The phone is never sent; the photo is its own part.
export const profileFormSchema = UserUpdateSchema.pick({
  lastName: true,
  firstName: true,
  middleName: true,
  birthDate: true,
  gender: true,
  email: true,
  inn: true,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
/** What the form submits (checked and trimmed). */
export type ProfileValues = z.output<typeof profileFormSchema>;

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
