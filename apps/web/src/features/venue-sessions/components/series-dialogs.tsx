import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CancelSeriesRequestSchema,
  SeriesExceptionRequestSchema,
  type SessionSeries,
} from '@sportkarta/contract/api/venue-series';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { hasToken } from '@/lib/session-token';
import { FormError, ItemDialog } from '@/ui/dialog-form';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { sessionCalendarQueryOptions } from '../api/staff-sessions';
import { useCancelSeries, useSkipSeriesDate } from '../api/staff-series';
import { formatHours } from '../model/calendar-range';
import { messageOf } from '@/lib/api-error';
import { Actions, errorsOf, Field, type Errors } from '@/ui/form-parts';
import './series.css';

/** «Пропустить дату»: a date of the series and the reason its buyers read. */
export function SkipDateDialog(p: {
  complexId: number;
  timeZone: string;
  today: string;
  series: SessionSeries | null;
  onClose: () => void;
}) {
  const skip = useSkipSeriesDate(p.complexId);
  return (
    <ItemDialog item={p.series} title={t.skipTitle} busy={skip.isPending} onClose={p.onClose}>
      {(series, close) => <SkipBody {...p} series={series} skip={skip} onClose={close} />}
    </ItemDialog>
  );
}

function SkipBody(p: {
  complexId: number;
  timeZone: string;
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
      <DayNote complexId={p.complexId} timeZone={p.timeZone} series={s} date={date} />
      <Field id={`${id}-reason`} label={t.skipReason} error={errors.reason}>
        {(a) => (
          <textarea {...a} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      <FormError message={errors.form} />
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

/**
 * What skipping the chosen date takes away: the series' session of that day (from the calendar
 * of that one day) with its seats sold, so the refunds are counted before the button is pressed.
 */
function DayNote(p: { complexId: number; timeZone: string; series: SessionSeries; date: string }) {
  const s = p.series;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(p.date) && p.date >= s.startDate && p.date <= s.endDate;
  const q = useQuery({
    ...sessionCalendarQueryOptions(p.complexId, p.date, p.date),
    enabled: valid && hasToken(),
  });
  if (!valid || !q.data) return null;
  const day = q.data.sessions.find((x) => x.seriesId === s.id && !x.canceled);
  return (
    <p className="sk-series-hint" aria-live="polite">
      {day
        ? t.skipDay(
            formatHours(day.startsAt, day.endsAt, p.timeZone),
            day.sold,
            day.held,
            day.priceKopecks === 0,
          )
        : t.skipNoDay}
    </p>
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
