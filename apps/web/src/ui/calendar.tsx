import { now } from '@sportkarta/contract/clock';
import { format, isSameDay, isSameMonth } from 'date-fns';
import { ru as ruLocale } from 'date-fns/locale';
import { useEffect, useMemo, useRef, useState } from 'react';
import { atLineStart, fromApiDate, toApiDate } from '@sportkarta/contract/config/formats';
import { ru } from '@/i18n/ru';
import {
  type CalendarDay,
  type CalendarView,
  isDayEnabled,
  moveByKey,
  shiftAnchor,
  visibleDays,
} from './calendar-model';
import './ui.css';
import './calendar.css';

export type { CalendarDay, CalendarView } from './calendar-model';

export interface CalendarProps {
  /** Selected date, YYYY-MM-DD. */
  value: string | null;
  onChange: (date: string) => void;
  /** Days that have tickets; a day without an entry is disabled (spec §2.4). */
  days: readonly CalendarDay[];
  min?: string;
  max?: string;
  initialView?: CalendarView;
}

const SCHEDULED = 'SCHEDULED_EVENT';

/** Week/month calendar of spec §2.3/§2.4: Monday first, Russian names, keyboard operable. */
export function Calendar({ value, onChange, days, min, max, initialView = 'week' }: CalendarProps) {
  const [view, setView] = useState<CalendarView>(initialView);
  const [focused, setFocused] = useState<Date>(() => (value ? fromApiDate(value) : now()));
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);
  const shown = visibleDays(focused, view);
  const today = now();
  const title = atLineStart(
    format(view === 'week' ? shown[3]! : focused, 'LLLL yyyy', { locale: ruLocale }),
  );
  const weekdays = shown.slice(0, 7);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused, view]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = moveByKey(focused, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };
  const isPrev = (step: 1 | -1) =>
    step === -1
      ? view === 'week'
        ? ru.ui.calendarPrevWeek
        : ru.ui.calendarPrevMonth
      : view === 'week'
        ? ru.ui.calendarNextWeek
        : ru.ui.calendarNextMonth;

  const rows: Date[][] = [];
  for (let i = 0; i < shown.length; i += 7) rows.push(shown.slice(i, i + 7));

  return (
    <div className="sk-cal">
      <div className="sk-cal__head">
        <button
          type="button"
          className="sk-icon-button"
          aria-label={isPrev(-1)}
          onClick={() => setFocused(shiftAnchor(focused, view, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="sk-cal__title" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="sk-icon-button"
          aria-label={isPrev(1)}
          onClick={() => setFocused(shiftAnchor(focused, view, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="sk-cal__views" role="group" aria-label={ru.ui.calendarLabel}>
        {(['week', 'month'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="sk-cal__view sk-focusable"
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'week' ? ru.ui.calendarWeek : ru.ui.calendarMonth}
          </button>
        ))}
      </div>
      <div
        ref={gridRef}
        className="sk-cal__grid"
        role="grid"
        aria-label={`${ru.ui.calendarLabel}, ${title}`}
      >
        <div role="row" className="sk-cal__row">
          {weekdays.map((d) => (
            <div
              key={d.toISOString()}
              role="columnheader"
              className="sk-cal__weekday"
              aria-label={format(d, 'EEEE', { locale: ruLocale })}
            >
              {format(d, 'EEEEEE', { locale: ruLocale })}
            </div>
          ))}
        </div>
        {rows.map((row) => (
          <div key={row[0]!.toISOString()} role="row" className="sk-cal__row">
            {row.map((date) => {
              const key = toApiDate(date);
              const enabled = isDayEnabled(date, byDate, min, max);
              const selected = value === key;
              const types = byDate.get(key)?.types ?? [];
              const outside = view === 'month' && !isSameMonth(date, focused);
              const marks = [
                types.includes(SCHEDULED) ? ru.ui.calendarHasEvents : null,
                types.some((t) => t !== SCHEDULED) ? ru.ui.calendarHasTickets : null,
              ].filter(Boolean);
              return (
                <div
                  key={key}
                  role="gridcell"
                  aria-selected={selected}
                  aria-disabled={!enabled || undefined}
                  className="sk-cal__cell"
                >
                  <button
                    type="button"
                    tabIndex={isSameDay(date, focused) ? 0 : -1}
                    data-date={key}
                    className={[
                      'sk-cal__day',
                      selected && 'sk-cal__day--selected',
                      !enabled && 'sk-cal__day--disabled',
                      outside && 'sk-cal__day--outside',
                      isSameDay(date, today) && 'sk-cal__day--today',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-disabled={!enabled || undefined}
                    aria-label={[
                      format(date, 'd MMMM yyyy, EEEE', { locale: ruLocale }),
                      ...marks,
                    ].join(', ')}
                    onKeyDown={onKeyDown}
                    onFocus={() => {
                      if (!isSameDay(date, focused)) setFocused(date);
                    }}
                    onClick={() => {
                      if (enabled) onChange(key);
                    }}
                  >
                    <span className="sk-cal__num">{date.getDate()}</span>
                    <span className="sk-cal__marks" aria-hidden="true">
                      {types.includes(SCHEDULED) ? (
                        <i className="sk-cal__mark sk-cal__mark--scheduled" />
                      ) : null}
                      {types.some((t) => t !== SCHEDULED) ? <i className="sk-cal__mark" /> : null}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
