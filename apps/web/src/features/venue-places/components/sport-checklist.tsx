import { useId, useState } from 'react';
import type { SportType } from '@sportkarta/contract/api/places';
import { ruVenuePlaces as t } from '@/i18n/ru-venue-places';
import { matching, SEARCH_FROM, toggled } from '../model/sport-choice';
import '@/ui/field.css';

/**
 * A group of checkboxes, one per sport of `sports`, with a search field when the list is long
 * (the chosen ones stay chosen whatever the search shows).
 */
export function SportChecklist(p: {
  legend: string;
  sports: readonly SportType[];
  value: readonly number[];
  disabled?: boolean;
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = matching(p.sports, query);
  const chosen = p.value.filter((x) => p.sports.some((s) => s.id === x)).length;
  return (
    <fieldset className="sk-sports" disabled={p.disabled}>
      <legend className="sk-sports__legend">
        {p.legend} <span className="sk-sports__count">{t.chosen(chosen)}</span>
      </legend>
      {p.sports.length > SEARCH_FROM ? (
        <div className="sk-field sk-sports__search">
          <label className="sk-field__label" htmlFor={`${id}-q`}>
            {t.search}
          </label>
          <input
            id={`${id}-q`}
            className="sk-field__input"
            type="search"
            autoComplete="off"
            placeholder={t.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="sk-staff-note">{t.nothingFound}</p>
      ) : (
        <ul className="sk-sports__list">
          {shown.map((s) => (
            <li key={s.id}>
              <label className="sk-staff-check">
                <input
                  type="checkbox"
                  checked={p.value.includes(s.id)}
                  onChange={(e) => p.onChange(toggled(p.value, s.id, e.target.checked))}
                />
                {s.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
