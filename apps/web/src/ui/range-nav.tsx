import './range-nav.css';

export interface RangeNavProps {
  /** The range shown, read out when it changes («понедельник, 30 ноября — воскресенье, 6 декабря»). */
  title: string;
  previousLabel: string;
  nextLabel: string;
  onStep: (by: 1 | -1) => void;
  /** «Сегодня»: shown when the range is not today's. */
  today?: { label: string; onClick: () => void };
}

/** A day's or a week's arrows with the range's title between them (44 px targets). */
export function RangeNav(p: RangeNavProps) {
  return (
    <>
      <div className="sk-range-nav">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={p.previousLabel}
          onClick={() => p.onStep(-1)}
        >
          ‹
        </button>
        <h2 className="sk-range-nav__title" aria-live="polite">
          {p.title}
        </h2>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={p.nextLabel}
          onClick={() => p.onStep(1)}
        >
          ›
        </button>
      </div>
      {p.today ? (
        <button type="button" className="sk-range-nav__today" onClick={p.today.onClick}>
          {p.today.label}
        </button>
      ) : null}
    </>
  );
}
