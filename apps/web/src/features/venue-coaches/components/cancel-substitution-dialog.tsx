import { useState } from 'react';
import type { TimetableLesson } from '@sportkarta/contract/api/venue-coaches';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { isApiError } from '@/lib/api-client';
import { dayOf } from '@/lib/zoned-format';
import { Dialog } from '@/ui/dialog';
import { Actions } from '@/ui/dialog-form';
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
  const [error, setError] = useState<string | null>(null);
  const l = p.lesson;
  const close = () => {
    if (cancel.isPending) return;
    setError(null);
    p.onClose();
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!l || cancel.isPending) return;
    setError(null);
    cancel.mutate(
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
    <Dialog open={l !== null} onClose={close} title={t.cancelTitle} showClose={false}>
      {l ? (
        <form className="sk-coach-dialog" onSubmit={submit} noValidate>
          <p>{t.cancelText(l.groupName, dayOf(l.date), l.coachName)}</p>
          {error ? (
            <p className="sk-staff-error" role="alert">
              {error}
            </p>
          ) : null}
          <Actions
            busy={cancel.isPending}
            label={t.cancelConfirm}
            busyLabel={t.canceling}
            danger
            onClose={close}
          />
        </form>
      ) : null}
    </Dialog>
  );
}
