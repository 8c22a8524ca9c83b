import { useId, useState } from 'react';
import {
  SubstitutionRequestSchema,
  type TimetableLesson,
} from '@sportkarta/contract/api/venue-coaches';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { messageOf } from '@/lib/api-error';
import { dayOf } from '@/lib/zoned-format';
import { Actions, Field, FormError, ItemDialog } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useSubstitute, useVenueCoaches } from '../api/staff-coaches';
import './coaches.css';

type Errors = { substituteCoachId?: string; reason?: string; form?: string };

/**
 * «Замена тренера»: another coach of the venue takes the group's lesson of that date, with an
 * optional reason the families read; the toast says how many families the server told.
 */
export function SubstituteDialog(p: {
  complexId: number;
  /** The group's own coach, whom the list leaves out. */
  coachId: number;
  lesson: TimetableLesson | null;
  onClose: () => void;
}) {
  const send = useSubstitute(p.complexId);
  return (
    <ItemDialog item={p.lesson} title={t.dialogTitle} busy={send.isPending} onClose={p.onClose}>
      {(lesson, close) => <Body {...p} lesson={lesson} send={send} onClose={close} />}
    </ItemDialog>
  );
}

function Body(p: {
  complexId: number;
  coachId: number;
  lesson: TimetableLesson;
  send: ReturnType<typeof useSubstitute>;
  onClose: () => void;
}) {
  const l = p.lesson;
  const coaches = useVenueCoaches(p.complexId);
  const others = (coaches.data ?? []).filter((c) => c.id !== p.coachId);
  const [coach, setCoach] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (p.send.isPending) return;
    if (!coach) return setErrors({ substituteCoachId: t.chooseCoach });
    const body = SubstitutionRequestSchema.safeParse({
      date: l.date,
      substituteCoachId: coach,
      reason: reason.trim() || undefined,
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      const field = issue?.path[0] === 'reason' ? 'reason' : 'form';
      return setErrors({ [field]: issue?.message });
    }
    setErrors({});
    p.send.mutate(
      { groupId: l.groupId, body: body.data },
      {
        onSuccess: (done) => {
          showToast({ type: 'success', message: t.done(done.substituteName, done.notified) });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  return (
    <form className="sk-coach-dialog" onSubmit={submit} noValidate>
      <p>{t.dialogText(l.groupName, dayOf(l.date), `${l.start}–${l.end}`)}</p>
      <FormError message={coaches.isSuccess && others.length === 0 ? t.noOtherCoach : null} />
      <FormError message={coaches.isError ? messageOf(coaches.error) : null} />
      <Field id={`${id}-coach`} label={t.coachLabel} error={errors.substituteCoachId}>
        {(a) => (
          <select
            {...a}
            value={coach}
            disabled={!coaches.isSuccess || others.length === 0}
            onChange={(e) => setCoach(e.target.value)}
          >
            <option value="">{coaches.isPending ? t.loading : t.coachPlaceholder}</option>
            {others.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-reason`} label={t.reasonLabel} error={errors.reason}>
        {(a) => (
          <textarea
            {...a}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <FormError message={errors.form} />
      <Actions
        busy={p.send.isPending}
        label={t.confirm}
        busyLabel={t.sending}
        onClose={p.onClose}
      />
    </form>
  );
}
