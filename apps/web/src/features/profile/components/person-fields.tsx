import { now } from '@sportkarta/contract/clock';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { toApiDate } from '@sportkarta/contract/config/formats';
import type { Gender } from '@sportkarta/contract/enums';
import { ru } from '@/i18n/ru';
import { DateField } from '@/ui/date-picker-sheet';
import { GenderField, PhotoField, TextField } from './form-fields';

/** The fields the user form and the child form share (spec §5). */
export interface PersonFormFields {
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  gender: Gender | '';
}

/** The photo a person picked, with a preview URL that is revoked when replaced or unmounted. */
export function usePickedPhoto() {
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const pick = (blob: Blob) => {
    setPhoto(blob);
    setPreview(URL.createObjectURL(blob));
  };
  return { photo, preview, pick };
}

/**
 * Photo, last/first/middle name, birth date (picker maximum today) and gender, bound to a form
 * whose values include PersonFormFields. `autoComplete` hints apply to the person's own names.
 */
export function PersonFields<T extends PersonFormFields, V>({
  form: typedForm,
  savedPhoto,
  picked,
  ownNames = false,
}: {
  form: UseFormReturn<T, unknown, V>;
  savedPhoto: string | null;
  picked: ReturnType<typeof usePickedPhoto>;
  ownNames?: boolean;
}) {
  // T extends PersonFormFields, so these paths exist; react-hook-form cannot resolve Path<T>
  // for a generic T, hence the one widening here.
  const form = typedForm as unknown as UseFormReturn<PersonFormFields>;
  const { errors, isSubmitted } = form.formState;
  const gender = useWatch({ control: form.control, name: 'gender' });
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const setChosen = (name: 'birthDate' | 'gender', value: string) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <>
      <PhotoField photo={savedPhoto} preview={picked.preview} onPhoto={picked.pick} />
      <TextField
        label={ru.account.lastName}
        required
        autoComplete={ownNames ? 'family-name' : undefined}
        invalid={!!errors.lastName}
        {...form.register('lastName')}
      />
      <TextField
        label={ru.account.firstName}
        required
        autoComplete={ownNames ? 'given-name' : undefined}
        invalid={!!errors.firstName}
        {...form.register('firstName')}
      />
      <TextField
        label={ru.account.middleName}
        autoComplete={ownNames ? 'additional-name' : undefined}
        invalid={!!errors.middleName}
        {...form.register('middleName')}
      />
      <DateField
        label={ru.account.birthDate}
        required
        value={birthDate || null}
        max={toApiDate(now())}
        error={errors.birthDate?.message}
        onChange={(value) => setChosen('birthDate', value)}
      />
      <GenderField
        value={gender}
        invalid={!!errors.gender}
        onChange={(value) => setChosen('gender', value)}
      />
    </>
  );
}
