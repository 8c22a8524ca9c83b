import { ruVenueGroupEditor as t } from '@/i18n/ru-venue-group-editor';
import type { Errors } from '@/ui/form-parts';
import type { LessonDraft } from '../model/group-draft';
import '@/ui/field.css';

/** A group's lessons of the week: a day and a start and end time each, added and removed. */
export function LessonRows(p: {
  id: string;
  lessons: LessonDraft[];
  errors: Errors;
  weekdays: readonly string[];
  onChange: (lessons: LessonDraft[]) => void;
  onAdd: () => void;
}) {
  const set = (i: number, next: Partial<LessonDraft>) =>
    p.onChange(p.lessons.map((l, j) => (j === i ? { ...l, ...next } : l)));
  return (
    <fieldset className="sk-group-dialog__lessons">
      <legend className="sk-field__label">{t.lessons}</legend>
      {p.lessons.map((l, i) => {
        const error = p.errors[`schedule.${i}`];
        const errorId = `${p.id}-lesson-${i}-error`;
        const a = {
          'aria-invalid': error ? (true as const) : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: 'sk-field__input',
        };
        return (
          <div
            key={i}
            role="group"
            aria-label={t.lessonLabel(i + 1)}
            className="sk-group-dialog__row"
          >
            <select
              {...a}
              aria-label={t.weekday}
              value={l.weekday}
              onChange={(e) => set(i, { weekday: e.target.value })}
            >
              {p.weekdays.map((d, n) => (
                <option key={d} value={String(n + 1)}>
                  {d}
                </option>
              ))}
            </select>
            <input
              {...a}
              type="time"
              aria-label={t.start}
              value={l.start}
              onChange={(e) => set(i, { start: e.target.value })}
            />
            <input
              {...a}
              type="time"
              aria-label={t.end}
              value={l.end}
              onChange={(e) => set(i, { end: e.target.value })}
            />
            {p.lessons.length > 1 ? (
              <button
                type="button"
                className="sk-button sk-button--secondary"
                aria-label={t.removeLesson(i + 1)}
                onClick={() => p.onChange(p.lessons.filter((_, j) => j !== i))}
              >
                ×
              </button>
            ) : null}
            {error ? (
              <p id={errorId} className="sk-staff-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {p.errors.schedule ? (
        <p className="sk-staff-error" role="alert">
          {p.errors.schedule}
        </p>
      ) : null}
      <button type="button" className="sk-button sk-button--secondary" onClick={p.onAdd}>
        {t.addLesson}
      </button>
    </fieldset>
  );
}
