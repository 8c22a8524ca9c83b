import { z } from 'zod';
import { birthDateSchema } from '@sportkarta/contract/api/user';
import {
  genderSchema,
  optionalPersonNameSchema,
  personNameSchema,
} from '@sportkarta/contract/validation-messages';
import { ru } from '@/i18n/ru';

// spec §5 Child form: firstName, lastName required; middleName optional; birthDate required
// date; gender required; photo optional (the photo is not a form value).
export const childFormSchema = z.object({
  lastName: personNameSchema,
  firstName: personNameSchema,
  middleName: optionalPersonNameSchema,
  birthDate: birthDateSchema,
  gender: genderSchema,
});

export const CHILD_FIELD_LABELS = {
  lastName: ru.account.lastName,
  firstName: ru.account.firstName,
  middleName: ru.account.middleName,
  birthDate: ru.account.birthDate,
  gender: ru.account.gender,
} as const;
