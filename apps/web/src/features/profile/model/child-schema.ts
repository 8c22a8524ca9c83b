import type { z } from 'zod';
import { ChildInputSchema } from '@sportkarta/contract/api/children';
import { ru } from '@/i18n/ru';

// spec §5 Child form: the fields of the contract's `child` part that a person fills in, with
// their rules and messages as written there (firstName, lastName, birthDate, gender required;
// middleName optional). levelTraining and parentId are added when sending; the photo is its
// own part.
export const childFormSchema = ChildInputSchema.pick({
  lastName: true,
  firstName: true,
  middleName: true,
  birthDate: true,
  gender: true,
});
/** What the form submits (checked and trimmed). */
export type ChildValues = z.output<typeof childFormSchema>;

export const CHILD_FIELD_LABELS = {
  lastName: ru.account.lastName,
  firstName: ru.account.firstName,
  middleName: ru.account.middleName,
  birthDate: ru.account.birthDate,
  gender: ru.account.gender,
} as const;
