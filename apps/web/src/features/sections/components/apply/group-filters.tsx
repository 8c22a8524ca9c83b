import type { Coach } from '@sportkarta/contract/api/sections';
import { ruSections } from '@/i18n/ru-sections';
import { coachName } from '../../model/format';

const t = ruSections;

export interface GroupFilter {
  weekdays: number[];
  coachId: number | null;
}

/** The select-group query: days of the week (toggle chips) and a coach. */
export function GroupFilters({
  value,
  coaches,
  onChange,
}: {
  value: GroupFilter;
  coaches: readonly Coach[];
  onChange: (next: GroupFilter) => void;
}) {
  const toggle = (day: number) =>
    onChange({
      ...value,
      weekdays: value.weekdays.includes(day)
        ? value.weekdays.filter((d) => d !== day)
        : [...value.weekdays, day].sort(),
    });
  return (
    <div className="sk-sec-filters">
      <div role="group" aria-label={t.filterWeekdays} className="sk-sec-days">
        {t.weekdays.map((label, i) => (
          <button
            key={label}
            type="button"
            className="sk-sec-day"
            aria-pressed={value.weekdays.includes(i + 1)}
            aria-label={t.weekdaysLong[i]}
            onClick={() => toggle(i + 1)}
          >
            {label}
          </button>
        ))}
      </div>
      {coaches.length > 1 ? (
        <label className="sk-sec-coach-filter">
          <span>{t.filterCoach}</span>
          <select
            value={value.coachId ?? ''}
            onChange={(e) =>
              onChange({ ...value, coachId: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{t.anyCoach}</option>
            {coaches.map((c) => (
              <option key={c.id} value={c.id}>
                {coachName(c)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
