import { useId } from 'react';
import type { ReportQuery } from '@sportkarta/contract/api/venue-reports';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';
import { LabeledField } from '@/ui/labeled-field';
import { PERIOD_PRESETS, presetOf, presetPeriod } from '../model/report-period';

/** The period: quick choices from the venue's today, or any two days (at most a year apart). */
export function PeriodPicker(p: {
  today: string;
  period: ReportQuery;
  error: string | null;
  onChange: (next: ReportQuery) => void;
}) {
  const chosen = presetOf(p.period, p.today);
  const errorId = useId();
  return (
    <fieldset className="sk-reports-fieldset">
      <legend className="sk-staff-h">{t.period}</legend>
      <div className="sk-reports-chips" role="group" aria-label={t.presets}>
        {PERIOD_PRESETS.map((k) => (
          <button
            key={k}
            type="button"
            className="sk-reports-chip"
            aria-pressed={chosen === k}
            onClick={() => p.onChange(presetPeriod(k, p.today))}
          >
            {t[k]}
          </button>
        ))}
      </div>
      <div className="sk-reports-period">
        <LabeledField label={t.from}>
          {(id) => (
            <input
              id={id}
              type="date"
              className="sk-field__input"
              value={p.period.from}
              max={p.today}
              required
              onChange={(e) => p.onChange({ ...p.period, from: e.target.value })}
            />
          )}
        </LabeledField>
        <LabeledField label={t.to}>
          {(id) => (
            <input
              id={id}
              type="date"
              className="sk-field__input"
              value={p.period.to}
              required
              aria-invalid={p.error !== null}
              aria-describedby={p.error ? errorId : undefined}
              onChange={(e) => p.onChange({ ...p.period, to: e.target.value })}
            />
          )}
        </LabeledField>
      </div>
      {p.error ? (
        <p className="sk-staff-error" id={errorId} role="alert">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}
