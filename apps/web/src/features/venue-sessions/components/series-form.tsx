import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatRub } from '@sportkarta/contract/config/formats';
import { WEEKDAY_LABELS, type SeriesEvent } from '@sportkarta/contract/api/venue-series';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { isApiError } from '@/lib/api-client';
import { showToast } from '@/ui/toast/toast-bus';
import { useCreateSeries } from '../api/staff-series';
import {
  formatDate,
  newDraft,
  readDraft,
  type FieldErrors,
  type SeriesDraft,
  type SeriesField,
} from '../model/series-draft';
import '@/ui/field.css';
import '@/ui/staff-kit.css';
import '@/ui/toggle-chips.css';
import './series.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Issue 25: a new weekly series of one of the venue's events. Checked by the contract's schema
 * before sending (each message at its field); one idempotency key per draft, so a retry of the
 * same submission (a lost answer, a double tap) answers the series made the first time, and an
 * edit after a refusal is a new submission.
 */
export function SeriesForm(p: {
  complexId: number;
  today: string;
  events: readonly SeriesEvent[];
  onDone: () => void;
}) {
  const [draft, setDraftState] = useState<SeriesDraft>(() => newDraft(p.today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [exception, setException] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const create = useCreateSeries(p.complexId);
  const ids = useId();
  const idOf = (f: SeriesField) => `${ids}-${f}`;
  const event = p.events.find((e) => String(e.id) === draft.eventId);

  const setDraft = (next: SeriesDraft) => {
    setKey(crypto.randomUUID());
    setDraftState(next);
  };
  const set = <K extends keyof SeriesDraft>(k: K, v: SeriesDraft[K]) => {
    setDraft({ ...draft, [k]: v });
    if (errors[k] || errors.form) setErrors({ ...errors, [k]: undefined, form: undefined });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const read = readDraft(draft, key);
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0] as SeriesField | undefined;
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    create.mutate(
      { idempotencyKey: key, ...read.body },
      {
        onSuccess: (done) => {
          showToast({
            type: 'success',
            message: done.fresh ? t.created(done.created) : t.createdAgain,
          });
          p.onDone();
        },
        onError: (err) => setErrors({ form: isApiError(err) ? err.message : String(err) }),
      },
    );
  };

  const errorOf = (f: SeriesField) =>
    errors[f] ? (
      <p id={`${idOf(f)}-error`} className="sk-staff-error" role="alert">
        {errors[f]}
      </p>
    ) : null;
  const aria = (f: SeriesField) => ({
    id: idOf(f),
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${idOf(f)}-error` : undefined,
  });
  const field = (f: SeriesField, label: string, control: ReactNode, hint?: string) => (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={idOf(f)}>
        {label}
      </label>
      {control}
      {hint ? <p className="sk-series-hint">{hint}</p> : null}
      {errorOf(f)}
    </div>
  );
  const input = (f: 'startTime' | 'startDate' | 'endDate' | 'capacity' | 'durationMinutes') => ({
    ...aria(f),
    className: `sk-field__input${errors[f] ? ' sk-field__input--error' : ''}`,
    value: draft[f],
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
  });

  const addException = () => {
    if (!exception || draft.exceptions.includes(exception)) return;
    set('exceptions', [...draft.exceptions, exception].sort());
    setException('');
  };

  if (p.events.length === 0) return <p className="sk-staff-note">{t.noEvents}</p>;

  return (
    <form className="sk-staff-form sk-series-form" onSubmit={submit} noValidate>
      <h2 className="sk-staff-h">{t.formTitle}</h2>
      {field(
        'eventId',
        t.fieldEvent,
        <select
          {...aria('eventId')}
          className={`sk-field__input${errors.eventId ? ' sk-field__input--error' : ''}`}
          value={draft.eventId}
          onChange={(e) => set('eventId', e.target.value)}
        >
          <option value="">{t.chooseEvent}</option>
          {p.events.map((e) => (
            <option key={e.id} value={e.id}>
              {[e.name, e.placeName, formatRub(e.priceKopecks, { free: true })]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))}
        </select>,
        event
          ? t.eventPrice(formatRub(event.priceKopecks, { free: true }), event.durationMinutes)
          : undefined,
      )}
      <fieldset
        className="sk-series-fieldset"
        aria-invalid={errors.weekdays ? true : undefined}
        aria-describedby={errors.weekdays ? `${idOf('weekdays')}-error` : undefined}
      >
        <legend className="sk-field__label">{t.fieldWeekdays}</legend>
        <div className="sk-toggle-chips sk-toggle-chips--wrap sk-series-days">
          {WEEKDAYS.map((d, i) => (
            <button
              key={d}
              id={i === 0 ? idOf('weekdays') : undefined}
              type="button"
              className="sk-toggle-chip"
              aria-pressed={draft.weekdays.includes(d)}
              aria-label={t.weekdayNames[d]}
              onClick={() =>
                set(
                  'weekdays',
                  draft.weekdays.includes(d)
                    ? draft.weekdays.filter((x) => x !== d)
                    : [...draft.weekdays, d],
                )
              }
            >
              {WEEKDAY_LABELS[d]}
            </button>
          ))}
        </div>
        {errorOf('weekdays')}
      </fieldset>
      <div className="sk-staff-form__row">
        {field('startTime', t.fieldStartTime, <input type="time" {...input('startTime')} />)}
        {field(
          'durationMinutes',
          t.fieldDuration,
          <input
            type="number"
            inputMode="numeric"
            min={1}
            placeholder={event ? String(event.durationMinutes) : undefined}
            {...input('durationMinutes')}
          />,
          t.durationHint,
        )}
      </div>
      <div className="sk-staff-form__row">
        {field('startDate', t.fieldStartDate, <input type="date" {...input('startDate')} />)}
        {field('endDate', t.fieldEndDate, <input type="date" {...input('endDate')} />)}
      </div>
      {field(
        'capacity',
        t.fieldCapacity,
        <input type="number" inputMode="numeric" min={1} {...input('capacity')} />,
      )}
      <fieldset className="sk-series-fieldset">
        <legend className="sk-field__label">{t.fieldExceptions}</legend>
        {draft.exceptions.length === 0 ? (
          <p className="sk-series-hint">{t.noExceptions}</p>
        ) : (
          <ul className="sk-series-dates">
            {draft.exceptions.map((d) => (
              <li key={d}>
                {formatDate(d)}
                <button
                  type="button"
                  className="sk-series-remove"
                  aria-label={t.removeException(formatDate(d))}
                  onClick={() =>
                    set(
                      'exceptions',
                      draft.exceptions.filter((x) => x !== d),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="sk-series-add">
          <div className="sk-field">
            <label className="sk-field__label" htmlFor={idOf('exceptions')}>
              {t.exceptionDate}
            </label>
            <input
              type="date"
              {...aria('exceptions')}
              className={`sk-field__input${errors.exceptions ? ' sk-field__input--error' : ''}`}
              value={exception}
              min={draft.startDate || undefined}
              max={draft.endDate || undefined}
              onChange={(e) => setException(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="sk-button sk-button--secondary"
            disabled={!exception}
            onClick={addException}
          >
            {t.addException}
          </button>
        </div>
        {errorOf('exceptions')}
      </fieldset>
      {errors.form ? (
        <p className="sk-staff-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        className="sk-button"
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
      >
        {create.isPending ? t.creating : t.create}
      </button>
      <button type="button" className="sk-button sk-button--secondary" onClick={p.onDone}>
        {t.backToList}
      </button>
    </form>
  );
}
