import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@sportkarta/contract/api/user';
import { formatPhoneMasked } from '@sportkarta/contract/config/formats';
import { ru } from '@/i18n/ru';
import { showToast } from '@/ui/toast/toast-bus';
import type { ProfileValues } from '../api/profile-api';
import { PROFILE_FIELD_LABELS, firstFieldError, profileFormSchema } from '../model/profile-schema';
import { TextField } from './form-fields';
import { PersonFields, usePickedPhoto } from './person-fields';

export type ProfileFormFields = Omit<ProfileValues, 'gender'> & {
  gender: ProfileValues['gender'] | '';
};

export function profileDefaults(user: User): ProfileFormFields {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    birthDate: user.birthDate ?? '',
    gender: user.gender ?? '',
    email: user.email,
    inn: user.inn,
  };
}

/** spec §5 User edit form. Errors are error toasts; the phone is shown masked and never sent. */
export function ProfileForm({
  user,
  busy,
  onSubmit,
}: {
  user: User;
  busy: boolean;
  onSubmit: (values: ProfileValues, photo: Blob | null) => void;
}) {
  const picked = usePickedPhoto();
  const form = useForm<ProfileFormFields, unknown, ProfileValues>({
    defaultValues: profileDefaults(user),
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<
      ProfileFormFields,
      unknown,
      ProfileValues
    >,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) => onSubmit(values, picked.photo),
    (fieldErrors) => {
      const message = firstFieldError(fieldErrors, PROFILE_FIELD_LABELS);
      if (message) showToast({ type: 'error', message });
    },
  );

  return (
    <form className="sk-form" onSubmit={(event) => void submit(event)} noValidate>
      <PersonFields form={form} savedPhoto={user.photo} picked={picked} ownNames />
      <TextField
        label={ru.account.email}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        invalid={!!errors.email}
        {...form.register('email')}
      />
      <TextField
        label={ru.account.phone}
        readOnly
        value={user.phone ? formatPhoneMasked(user.phone) : ''}
        hint={ru.account.phoneReadOnly}
      />
      <TextField
        label={ru.account.inn}
        inputMode="numeric"
        hint={ru.account.innHint}
        invalid={!!errors.inn}
        {...form.register('inn')}
      />
      <button type="submit" className="sk-button sk-button--block" disabled={busy}>
        {busy ? ru.account.saving : ru.account.save}
      </button>
    </form>
  );
}
