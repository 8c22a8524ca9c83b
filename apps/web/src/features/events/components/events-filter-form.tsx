import { now } from '@sportkarta/contract/clock';
import { useState } from 'react';
import { IonSkeletonText } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import type { SportType } from '@sportkarta/contract/api/places';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { DatePickerSheet } from '@/ui/date-picker-sheet';
import {
  EVENT_PERIOD_KINDS,
  moscowDay,
  type EventPeriod,
  type EventPeriodKind,
} from '../lib/period';
import './events.css';

const t = ruDiscoveryMap;
const SKELETON_CHIPS = 6;

export interface EventsFilterFormProps {
  period: EventPeriod;
  sportTypes: readonly number[];
  onChange: (period: EventPeriod, sportTypes: readonly number[]) => void;
  /** The sports to choose from (GET /v1/sportTypes); undefined while loading. */
  options: readonly SportType[] | undefined;
  optionsError: boolean;
  onRetryOptions: () => void;
}

function PeriodChoice({
  period,
  onChange,
}: {
  period: EventPeriod;
  onChange: (p: EventPeriod) => void;
}) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const today = moscowDay(now());
  const choose = (kind: EventPeriodKind) => {
    if (kind === 'date') setPickerOpen(true);
    else onChange({ kind });
  };
  return (
    <fieldset className="sk-filter-group">
      <legend className="sk-filter-group__title">{t.period}</legend>
      <div className="sk-chips" role="radiogroup" aria-label={t.period}>
        {EVENT_PERIOD_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={period.kind === kind}
            className="sk-chip"
            onClick={() => choose(kind)}
          >
            {kind === 'date' && period.kind === 'date'
              ? formatFieldDate(period.date)
              : t.periods[kind]}
          </button>
        ))}
      </div>
      <DatePickerSheet
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        value={period.kind === 'date' ? period.date : null}
        min={today}
        title={t.pickDate}
        onConfirm={(date) => onChange({ kind: 'date', date })}
      />
    </fieldset>
  );
}

/** The form of /filter/events: a period (spec §3 selectedPeriod) and sport types. */
export function EventsFilterForm({
  period,
  sportTypes,
  onChange,
  options,
  optionsError,
  onRetryOptions,
}: EventsFilterFormProps) {
  const selected = new Set(sportTypes);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(period, [...next]);
  };
  return (
    <div className="sk-events-filter">
      <PeriodChoice period={period} onChange={(p) => onChange(p, sportTypes)} />
      <fieldset className="sk-filter-group">
        <legend className="sk-filter-group__title">{t.sportTypes}</legend>
        {optionsError ? (
          <p className="sk-filter-group__error" role="alert">
            {t.sportTypesError}{' '}
            <IonButton size="small" fill="outline" onClick={onRetryOptions}>
              {t.retry}
            </IonButton>
          </p>
        ) : !options ? (
          <div className="sk-chips" aria-busy="true">
            {Array.from({ length: SKELETON_CHIPS }, (_, i) => (
              <IonSkeletonText key={i} animated className="sk-chip sk-chip--skeleton" />
            ))}
          </div>
        ) : (
          <div className="sk-chips">
            <button
              type="button"
              className="sk-chip"
              aria-pressed={selected.size === 0}
              onClick={() => onChange(period, [])}
            >
              {t.sportTypesAll}
            </button>
            {options.map((sport) => (
              <button
                key={sport.id}
                type="button"
                className="sk-chip"
                aria-pressed={selected.has(sport.id)}
                onClick={() => toggle(sport.id)}
              >
                {sport.name}
              </button>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
