import { useId, useState } from 'react';
import { TeamInviteRequestSchema } from '@sportkarta/contract/api/venue-desk';
import {
  VENUE_ROLES,
  VENUE_ROLE_LABELS,
  type VenueRole,
} from '@sportkarta/contract/api/venue-staff';
import { ruStaff } from '@/i18n/ru-staff';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { isApiError } from '@/lib/api-client';
import { PhoneField } from '@/lib/phone-field';
import { showToast } from '@/ui/toast/toast-bus';
import { useInviteMember, useTeamCoaches } from '../api/team';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import '@/ui/staff-kit.css';

/** The coach card a coach's role names, chosen from the venue's coaches. */
function CoachField(props: { complexId: number; value: string; onChange: (id: string) => void }) {
  const q = useTeamCoaches(props.complexId, true);
  if (q.isError)
    return (
      <p className="sk-staff-error" role="alert">
        {t.coachesError}: {isApiError(q.error) ? q.error.message : String(q.error)}
      </p>
    );
  if (q.isSuccess && q.data.length === 0) return <p className="sk-staff-note">{t.coachesEmpty}</p>;
  return (
    <LabeledField label={t.inviteCoach}>
      {(fieldId) => (
        <select
          id={fieldId}
          className="sk-field__input"
          value={props.value}
          disabled={q.isPending}
          aria-busy={q.isPending || undefined}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <option value="">{q.isPending ? t.coachesLoading : t.chooseCoach}</option>
          {(q.data ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </LabeledField>
  );
}

/** Invites a person to the venue's team by phone, with a role (issue 24, `team.manage`). */
export function InviteForm({ complexId }: { complexId: number }) {
  const [digits, setDigits] = useState('');
  const [role, setRole] = useState<VenueRole>('CONTROLLER');
  const [coach, setCoach] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember(complexId);
  const id = useId();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = TeamInviteRequestSchema.safeParse({
      phone: `+7${digits}`,
      role,
      ...(role === 'COACH' && coach ? { coachId: Number(coach) } : {}),
    });
    if (!body.success) return setError(body.error.issues[0]?.message ?? '');
    setError(null);
    invite.mutate(body.data, {
      onSuccess: () => {
        showToast({ type: 'success', message: t.invited });
        setDigits('');
        setCoach('');
      },
      onError: (err) => setError(isApiError(err) ? err.message : String(err)),
    });
  };
  return (
    <form className="sk-staff-card sk-staff-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="sk-staff-card__title">
        {t.inviteTitle}
      </h2>
      <PhoneField label={t.invitePhone} digits={digits} onDigits={setDigits} autoComplete="off" />
      <div className="sk-staff-form__row">
        <LabeledField label={t.inviteRole}>
          {(fieldId) => (
            <select
              id={fieldId}
              className="sk-field__input"
              value={role}
              onChange={(e) => setRole(e.target.value as VenueRole)}
            >
              {VENUE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {VENUE_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        {role === 'COACH' ? (
          <CoachField complexId={complexId} value={coach} onChange={setCoach} />
        ) : null}
      </div>
      {error ? (
        <p className="sk-staff-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="sk-button"
        disabled={invite.isPending}
        aria-busy={invite.isPending || undefined}
      >
        {invite.isPending ? ruStaff.sending : t.invite}
      </button>
    </form>
  );
}
