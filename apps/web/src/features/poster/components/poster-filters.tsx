import { useState } from 'react';
import { CREATION_KINDS, type CreationKind } from '@sportkarta/contract/api/creations';
import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import { addDays } from '@sportkarta/contract/zoned';
import { ruPoster as t } from '@/i18n/ru-poster';
import { DatePickerSheet } from '@/ui/date-picker-sheet';
import { PERIODS, type DateChoice } from '../model/periods';
import { dayLabel } from '../model/format';
import '@/ui/toggle-chips.css';

export interface PosterFiltersProps {
  kinds: readonly CreationKind[];
  onKinds: (kinds: CreationKind[]) => void;
  dates: DateChoice;
  onDates: (choice: DateChoice) => void;
  /** The city's today (YYYY-MM-DD). */
  today: string;
}

function Chip(props: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className="sk-toggle-chip"
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** Kind chips (several at once; «Все» clears them) and the days: a period or a picked day. */
export function PosterFilters({ kinds, onKinds, dates, onDates, today }: PosterFiltersProps) {
  const [picking, setPicking] = useState(false);
  const toggle = (kind: CreationKind) =>
    onKinds(kinds.includes(kind) ? kinds.filter((k) => k !== kind) : [...kinds, kind]);
  const picked = 'date' in dates ? dates.date : null;
  return (
    <div className="sk-poster-filters">
      <div className="sk-toggle-chips" role="group" aria-label={t.kindsLabel}>
        <Chip pressed={kinds.length === 0} onClick={() => onKinds([])}>
          {t.allKinds}
        </Chip>
        {CREATION_KINDS.map((kind) => (
          <Chip key={kind} pressed={kinds.includes(kind)} onClick={() => toggle(kind)}>
            {t.kinds[kind]}
          </Chip>
        ))}
      </div>
      <div className="sk-toggle-chips" role="group" aria-label={t.datesLabel}>
        {PERIODS.map((period) => (
          <Chip
            key={period}
            pressed={'period' in dates && dates.period === period}
            onClick={() => onDates({ period })}
          >
            {t.periods[period]}
          </Chip>
        ))}
        <Chip pressed={picked !== null} onClick={() => setPicking(true)}>
          {picked ? dayLabel(picked, today) : t.pickDate}
        </Chip>
      </div>
      <DatePickerSheet
        open={picking}
        onClose={() => setPicking(false)}
        value={picked}
        min={today}
        max={addDays(today, SALES_HORIZON_DAYS)}
        title={t.pickDateTitle}
        onConfirm={(date) => onDates({ date })}
      />
    </div>
  );
}
