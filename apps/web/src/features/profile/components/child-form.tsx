import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Child } from '@sportkarta/contract/api/children';
import { ru } from '@/i18n/ru';
import { showToast } from '@/ui/toast/toast-bus';
import type { ChildValues } from '../api/children-api';
import { CHILD_FIELD_LABELS, childFormSchema } from '../model/child-schema';
import { firstFieldError } from '../model/profile-schema';
import { PersonFields, usePickedPhoto } from './person-fields';

type ChildFormFields = Omit<ChildValues, 'gender'> & { gender: ChildValues['gender'] | '' };

const EMPTY: ChildFormFields = {
  lastName: '',
  firstName: '',
  middleName: '',
  birthDate: '',
  gender: '',
};

/** spec §5 Child form; a missing `child` means a new one. Errors are error toasts. */
export function ChildForm({
  child,
  busy,
  onSubmit,
}: {
  child: Child | null;
  busy: boolean;
  onSubmit: (values: ChildValues, photo: Blob | null) => void;
}) {
  const picked = usePickedPhoto();
  const form = useForm<ChildFormFields, unknown, ChildValues>({
    defaultValues: child
      ? {
          lastName: child.lastName,
          firstName: child.firstName,
          middleName: child.middleName,
          birthDate: child.birthDate,
          gender: child.gender,
        }
      : EMPTY,
    resolver: zodResolver(childFormSchema) as unknown as Resolver<
      ChildFormFields,
      unknown,
      ChildValues
    >,
  });

  const submit = form.handleSubmit(
    (values) => onSubmit(values, picked.photo),
    (fieldErrors) => {
      const message = firstFieldError(fieldErrors, CHILD_FIELD_LABELS);
      if (message) showToast({ type: 'error', message });
    },
  );

  return (
    <form className="sk-form" onSubmit={(event) => void submit(event)} noValidate>
      <PersonFields form={form} savedPhoto={child?.photo ?? null} picked={picked} />
      <button type="submit" className="sk-button sk-button--block" disabled={busy}>
        {busy ? ru.account.saving : ru.account.save}
      </button>
    </form>
  );
}
