import { useId } from 'react';
import type { ReportQuery } from '@sportkarta/contract/api/venue-reports';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';
import { LabeledField } from '@/ui/labeled-field';
import { PERIOD_PRESETS, presetOf, presetPeriod } from '../model/report-period';
import { ChoiceGroup } from './choice-group';

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
      <ChoiceGroup
        label={t.presets}
        options={PERIOD_PRESETS.map((k) => [k, t[k]] as const)}
        value={chosen}
        onChange={(k) => p.onChange(presetPeriod(k, p.today))}
        className="sk-reports-chips"
        itemClassName="sk-reports-chip"
      />
      <div className="sk-reports-period">
        {(['from', 'to'] as const).map((end) => (
          <LabeledField key={end} label={t[end]}>
            {(id) => (
              <input
                id={id}
                type="date"
                className="sk-field__input"
                value={p.period[end]}
                max={end === 'from' ? p.today : undefined}
                required
                aria-invalid={end === 'to' && p.error !== null}
                aria-describedby={end === 'to' && p.error ? errorId : undefined}
                onChange={(e) => p.onChange({ ...p.period, [end]: e.target.value })}
              />
            )}
          </LabeledField>
        ))}
      </div>
      {p.error ? (
        <p className="sk-staff-error" id={errorId} role="alert">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}
