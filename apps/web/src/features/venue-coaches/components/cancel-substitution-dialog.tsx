import { useState } from 'react';
import type { TimetableLesson } from '@sportkarta/contract/api/venue-coaches';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { isApiError } from '@/lib/api-client';
import { dayOf } from '@/lib/zoned-format';
import { Actions, FormError, ItemDialog } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useCancelSubstitution } from '../api/staff-coaches';
import './coaches.css';

/** «Отменить замену?»: the group's own coach takes the lesson again; the families are told. */
export function CancelSubstitutionDialog(p: {
  complexId: number;
  lesson: TimetableLesson | null;
  onClose: () => void;
}) {
  const cancel = useCancelSubstitution(p.complexId);
  return (
    <ItemDialog item={p.lesson} title={t.cancelTitle} busy={cancel.isPending} onClose={p.onClose}>
      {(lesson, close) => <Body lesson={lesson} cancel={cancel} onClose={close} />}
    </ItemDialog>
  );
}

function Body(p: {
  lesson: TimetableLesson;
  cancel: ReturnType<typeof useCancelSubstitution>;
  onClose: () => void;
}) {
  const l = p.lesson;
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (p.cancel.isPending) return;
    setError(null);
    p.cancel.mutate(
      { groupId: l.groupId, date: l.date },
      {
        onSuccess: (done) => {
          showToast({ type: 'success', message: t.canceled(done.notified) });
          p.onClose();
        },
        onError: (err) => setError(isApiError(err) ? err.message : String(err)),
      },
    );
  };
  return (
    <form className="sk-coach-dialog" onSubmit={submit} noValidate>
      <p>{t.cancelText(l.groupName, dayOf(l.date), l.coachName)}</p>
      <FormError message={error} />
      <Actions
        busy={p.cancel.isPending}
        label={t.cancelConfirm}
        busyLabel={t.canceling}
        danger
        onClose={p.onClose}
      />
    </form>
  );
}
