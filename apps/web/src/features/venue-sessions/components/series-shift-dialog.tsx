import { useId, useState } from 'react';
import {
  ShiftSeriesRequestSchema,
  type SessionSeries,
  type ShiftSeriesResult,
} from '@sportkarta/contract/api/venue-series';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/dialog-form';
import { showToast } from '@/ui/toast/toast-bus';
import { useShiftSeries } from '../api/staff-series';
import { formatDay, formatHours } from '../model/calendar-range';
import { messageOf } from '@/lib/api-error';
import { Actions, errorsOf, Field, type Errors } from '@/ui/form-parts';
import './series.css';

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
      <FormError message={errors.form} />
      <Actions
        busy={p.shift.isPending}
        label={t.shiftConfirm}
        busyLabel={t.shiftSending}
        onClose={p.onClose}
      />
    </form>
  );
}
