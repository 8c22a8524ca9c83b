import { useId, useState } from 'react';
import {
  CancelSeriesRequestSchema,
  SeriesExceptionRequestSchema,
  ShiftSeriesRequestSchema,
  type SessionSeries,
  type ShiftSeriesResult,
} from '@sportkarta/contract/api/venue-series';
import { ru } from '@/i18n/ru';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { isApiError } from '@/lib/api-client';
import { Dialog } from '@/ui/dialog';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useCancelSeries, useShiftSeries, useSkipSeriesDate } from '../api/staff-series';
import { formatDay, formatHours } from '../model/calendar-range';
import '@/ui/field.css';
import '@/ui/staff-kit.css';
import './series.css';

const messageOf = (e: unknown) => (isApiError(e) ? e.message : String(e));

type Errors = Partial<Record<string, string>>;
const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0] ?? 'form')] ??= i.message;
  return out;
};

/** A labelled control with its message under it (named for a screen reader by both). */
function Field(p: {
  id: string;
  label: string;
  error?: string;
  children: (a: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => React.ReactNode;
}) {
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={p.id}>
        {p.label}
      </label>
      {p.children({
        id: p.id,
        'aria-invalid': p.error ? true : undefined,
        'aria-describedby': p.error ? `${p.id}-error` : undefined,
        className: `sk-field__input${p.error ? ' sk-field__input--error' : ''}`,
      })}
      {p.error ? (
        <p id={`${p.id}-error`} className="sk-staff-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

function Actions(p: {
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="sk-staff-dialog-actions">
      <button
        type="submit"
        className={`sk-button sk-button--block${p.danger ? ' sk-button--danger' : ''}`}
        disabled={p.busy}
        aria-busy={p.busy || undefined}
      >
        {p.busy ? p.busyLabel : p.label}
      </button>
      <button
        type="button"
        className="sk-button sk-button--secondary sk-button--block"
        data-autofocus
        disabled={p.busy}
        onClick={p.onClose}
      >
        {ru.ui.cancel}
      </button>
    </div>
  );
}

/** «Пропустить дату»: a date of the series and the reason its buyers read. */
export function SkipDateDialog(p: {
  complexId: number;
  today: string;
  series: SessionSeries | null;
  onClose: () => void;
}) {
  const skip = useSkipSeriesDate(p.complexId);
  const close = () => {
    if (!skip.isPending) p.onClose();
  };
  return (
    <Dialog open={p.series !== null} onClose={close} title={t.skipTitle} showClose={false}>
      {p.series ? <SkipBody {...p} series={p.series} skip={skip} onClose={close} /> : null}
    </Dialog>
  );
}

function SkipBody(p: {
  today: string;
  series: SessionSeries;
  skip: ReturnType<typeof useSkipSeriesDate>;
  onClose: () => void;
}) {
  const s = p.series;
  const from = s.startDate > p.today ? s.startDate : p.today;
  const [date, setDate] = useState(from <= s.endDate ? from : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (p.skip.isPending) return;
    const body = SeriesExceptionRequestSchema.safeParse({ date, reason });
    if (!body.success) return setErrors(errorsOf(body.error.issues));
    setErrors({});
    p.skip.mutate(
      { seriesId: s.id, body: body.data },
      {
        onSuccess: (done) => {
          showToast({
            type: 'success',
            message: done.session ? t.skipDone(done.refunds, done.notified) : t.skipNoSession,
          });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  return (
    <form className="sk-series-dialog" onSubmit={send} noValidate>
      <p>{t.skipText(s.eventName)}</p>
      <Field id={`${id}-date`} label={t.skipDate} error={errors.date}>
        {(a) => (
          <input
            type="date"
            {...a}
            value={date}
            min={from}
            max={s.endDate}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-reason`} label={t.skipReason} error={errors.reason}>
        {(a) => (
          <textarea {...a} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      {errors.form ? (
        <p className="sk-staff-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Actions
        busy={p.skip.isPending}
        label={t.skipConfirm}
        busyLabel={t.skipSending}
        danger
        onClose={p.onClose}
      />
    </form>
  );
}

/** «Перенести время»: a new start (and duration); the answer tells which sessions stayed. */
export function ShiftDialog(p: {
  complexId: number;
  timeZone: string;
  series: SessionSeries | null;
  onClose: () => void;
}) {
  const shift = useShiftSeries(p.complexId);
  const [result, setResult] = useState<ShiftSeriesResult | null>(null);
  const close = () => {
    if (shift.isPending) return;
    setResult(null);
    p.onClose();
  };
  return (
    <Dialog open={p.series !== null} onClose={close} title={t.shiftTitle} showClose={false}>
      {result ? (
        <div className="sk-series-dialog" role="status">
          <p>{t.shiftMoved(result.moved)}</p>
          <p>{t.shiftKept(result.kept.length)}</p>
          <ul className="sk-series-kept" aria-label={t.shiftKeptLabel}>
            {result.kept.map((k) => (
              <li key={k.id}>
                {formatDay(k.date)}, {formatHours(k.startsAt, k.endsAt, p.timeZone)}
              </li>
            ))}
          </ul>
          <button type="button" className="sk-button sk-button--block" onClick={close}>
            {t.done}
          </button>
        </div>
      ) : p.series ? (
        <ShiftBody series={p.series} shift={shift} onClose={close} onKept={(r) => setResult(r)} />
      ) : null}
    </Dialog>
  );
}

function ShiftBody(p: {
  series: SessionSeries;
  shift: ReturnType<typeof useShiftSeries>;
  onClose: () => void;
  onKept: (r: ShiftSeriesResult) => void;
}) {
  const s = p.series;
  const [startTime, setStartTime] = useState(s.startTime);
  const [duration, setDuration] = useState(String(s.durationMinutes));
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    if (p.shift.isPending) return;
    const body = ShiftSeriesRequestSchema.safeParse({
      startTime,
      durationMinutes: duration.trim() === '' ? undefined : Number(duration),
    });
    if (!body.success) return setErrors(errorsOf(body.error.issues));
    setErrors({});
    p.shift.mutate(
      { seriesId: s.id, body: body.data },
      {
        onSuccess: (done) => {
          if (done.kept.length > 0) return p.onKept(done);
          showToast({ type: 'success', message: t.shiftMoved(done.moved) });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  return (
    <form className="sk-series-dialog" onSubmit={send} noValidate>
      <p>{t.shiftText(s.eventName)}</p>
      <div className="sk-staff-form__row">
        <Field id={`${id}-time`} label={t.shiftStartTime} error={errors.startTime}>
          {(a) => (
            <input
              type="time"
              {...a}
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-duration`} label={t.shiftDuration} error={errors.durationMinutes}>
          {(a) => (
            <input
              type="number"
              inputMode="numeric"
              min={1}
              {...a}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
            />
          )}
        </Field>
      </div>
      {errors.form ? (
        <p className="sk-staff-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Actions
        busy={p.shift.isPending}
        label={t.shiftConfirm}
        busyLabel={t.shiftSending}
        onClose={p.onClose}
      />
    </form>
  );
}

/** «Отменить серию»: names the sessions and the seats sold before it asks for the reason. */
export function CancelSeriesDialog(p: {
  complexId: number;
  series: SessionSeries | null;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSeries(p.complexId);
  const s = p.series;
  const close = () => {
    setError(null);
    p.onClose();
  };
  const send = (reason: string) => {
    if (!s) return;
    const body = CancelSeriesRequestSchema.safeParse({ reason });
    if (!body.success) return setError(body.error.issues[0]?.message ?? '');
    setError(null);
    cancel.mutate(
      { seriesId: s.id, body: body.data },
      {
        onSuccess: (done) => {
          showToast({
            type: 'success',
            message: t.cancelDone(done.sessions, done.refunds, done.notified),
          });
          close();
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  };
  return (
    <ReasonDialog
      open={s !== null}
      title={t.cancelTitle}
      text={s ? t.cancelText(s.eventName, s.upcoming, s.sold, s.priceKopecks === 0) : undefined}
      label={t.cancelReason}
      confirmLabel={t.cancelConfirm}
      busyLabel={t.cancelSending}
      busy={cancel.isPending}
      error={error}
      danger
      onConfirm={send}
      onClose={close}
    />
  );
}
