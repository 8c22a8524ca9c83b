import { useId } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { todayLocalIso } from '@sportkarta/contract/clock';
import type { EventAudience } from '@sportkarta/contract/api/events';
import type { SportType } from '@sportkarta/contract/api/places';
import {
  END_TIME_BEFORE_START,
  endsAfterStart,
  USER_EVENT_CAPACITY_MAX,
  USER_EVENT_CAPACITY_MIN,
  USER_EVENT_DESCRIPTION_MAX,
  USER_EVENT_NAME_MAX,
  userEventFields,
  type AddEventRequest,
} from '@sportkarta/contract/api/user-events';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/field.css';
import './events.css';
import './user-events.css';

const { complexId: _venue, ...formFields } = userEventFields;
/** The contract's fields without the venue (it comes from the page), and its time rule. */
const formSchema = z
  .object(formFields)
  .refine(endsAfterStart, { path: ['endTime'], message: END_TIME_BEFORE_START });
export type UserEventValues = Omit<AddEventRequest, 'complexId'>;

/** The order errors are told in, with the form's own labels. */
const LABELS: Record<keyof UserEventValues, string> = {
  name: t.name,
  sportTypeId: t.sport,
  date: t.date,
  startTime: t.startTime,
  endTime: t.endTime,
  capacity: t.capacity,
  audience: t.audience,
  description: t.description,
};

export interface UserEventFormProps {
  venueName: string;
  timeZone: string;
  /** The venue's sports (all sports when the venue names none). */
  sports: readonly SportType[];
  initial: UserEventValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: UserEventValues) => void;
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId?: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? (
        <span id={`${id}-hint`} className="sk-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** Create and edit of a person's event: venue fixed, times on the venue's clock (spec §5 errors as toasts). */
export function UserEventForm(p: UserEventFormProps) {
  const form = useForm<UserEventValues, unknown, UserEventValues>({
    defaultValues: p.initial,
    resolver: zodResolver(formSchema) as unknown as Resolver<
      UserEventValues,
      unknown,
      UserEventValues
    >,
  });
  const { errors } = form.formState;
  const input = (name: keyof UserEventValues) =>
    `sk-field__input sk-focusable${errors[name] ? ' sk-field__input--error' : ''}`;
  const submit = form.handleSubmit(p.onSubmit, (fieldErrors) => {
    const field = (Object.keys(LABELS) as (keyof UserEventValues)[]).find((k) => fieldErrors[k]);
    const message = field ? fieldErrors[field]?.message : undefined;
    if (field && message)
      showToast({ type: 'error', message: t.fieldError(LABELS[field], message) });
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const setAudience = (a: EventAudience) => form.setValue('audience', a, { shouldDirty: true });

  return (
    <form className="sk-ue-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="sk-ue-form__venue">
        <span className="sk-field__label">{t.venue}</span>
        <strong>{p.venueName}</strong>
      </p>
      <Field label={t.name}>
        {(id) => (
          <input
            id={id}
            className={input('name')}
            maxLength={USER_EVENT_NAME_MAX}
            placeholder={t.namePlaceholder}
            aria-invalid={!!errors.name || undefined}
            {...form.register('name')}
          />
        )}
      </Field>
      <Field label={t.sport}>
        {(id) => (
          <select
            id={id}
            className={input('sportTypeId')}
            aria-invalid={!!errors.sportTypeId || undefined}
            {...form.register('sportTypeId', { valueAsNumber: true })}
          >
            <option value="">{t.sportChoose}</option>
            {p.sports.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.date}>
        {(id) => (
          <input
            id={id}
            type="date"
            min={todayLocalIso()}
            className={input('date')}
            aria-invalid={!!errors.date || undefined}
            {...form.register('date')}
          />
        )}
      </Field>
      <div className="sk-ue-form__times">
        <Field label={t.startTime}>
          {(id) => (
            <input
              id={id}
              type="time"
              className={input('startTime')}
              aria-invalid={!!errors.startTime || undefined}
              {...form.register('startTime')}
            />
          )}
        </Field>
        <Field label={t.endTime}>
          {(id) => (
            <input
              id={id}
              type="time"
              className={input('endTime')}
              aria-invalid={!!errors.endTime || undefined}
              {...form.register('endTime')}
            />
          )}
        </Field>
      </div>
      <p className="sk-field__hint">{t.timeZoneHint(p.timeZone)}</p>
      <Field
        label={t.capacity}
        hint={t.capacityHint(USER_EVENT_CAPACITY_MIN, USER_EVENT_CAPACITY_MAX)}
      >
        {(id, hintId) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={USER_EVENT_CAPACITY_MIN}
            max={USER_EVENT_CAPACITY_MAX}
            className={input('capacity')}
            aria-describedby={hintId}
            aria-invalid={!!errors.capacity || undefined}
            {...form.register('capacity', { valueAsNumber: true })}
          />
        )}
      </Field>
      <fieldset className="sk-ue-form__audience">
        <legend className="sk-field__label">{t.audience}</legend>
        <div className="sk-chips" role="radiogroup" aria-label={t.audience}>
          {(['ANYONE', 'FRIENDS_ONLY'] as const).map((a) => (
            <button
              key={a}
              type="button"
              role="radio"
              aria-checked={audience === a}
              className="sk-chip"
              onClick={() => setAudience(a)}
            >
              {a === 'ANYONE' ? t.audienceAnyone : t.audienceFriends}
            </button>
          ))}
        </div>
      </fieldset>
      <Field label={t.description}>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            maxLength={USER_EVENT_DESCRIPTION_MAX}
            className={input('description')}
            placeholder={t.descriptionPlaceholder}
            {...form.register('description')}
          />
        )}
      </Field>
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={p.busy}
        aria-busy={p.busy || undefined}
      >
        {p.busy ? p.busyLabel : p.submitLabel}
      </button>
    </form>
  );
}
