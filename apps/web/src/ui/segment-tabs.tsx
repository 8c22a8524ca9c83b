import { type KeyboardEvent, useRef } from 'react';
import './segment-tabs.css';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
  /** Shown but not chosen (a band with no sessions). */
  disabled?: boolean;
}

export interface SegmentTabsProps<V extends string> {
  /** The accessible name of the group («Мои билеты», «Время дня»). */
  label: string;
  value: V;
  options: readonly SegmentOption<V>[];
  onChange: (value: V) => void;
}

/**
 * A segmented switch (spec §2.3 filters, morning / day / evening): a WAI-ARIA tab list —
 * arrows, Home and End move between options, the chosen one alone is in the tab order. Ours
 * rather than ion-segment, whose web components would ship with the first screen (issue 2 §8).
 */
export function SegmentTabs<V extends string>({
  label,
  value,
  options,
  onChange,
}: SegmentTabsProps<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const open = options.flatMap((o, i) => (o.disabled ? [] : [i]));
  const move = (e: KeyboardEvent, index: number) => {
    const at = open.indexOf(index);
    const to =
      e.key === 'ArrowRight'
        ? open[(at + 1) % open.length]
        : e.key === 'ArrowLeft'
          ? open[(at - 1 + open.length) % open.length]
          : e.key === 'Home'
            ? open[0]
            : e.key === 'End'
              ? open[open.length - 1]
              : undefined;
    if (to === undefined) return;
    e.preventDefault();
    onChange(options[to]!.value);
    buttons.current[to]?.focus();
  };
  return (
    <div className="sk-segment" role="tablist" aria-label={label}>
      {options.map((o, i) => {
        const selected = o.value === value;
        return (
          <button
            key={o.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={o.disabled}
            className={`sk-segment__tab${selected ? ' sk-segment__tab--on' : ''}`}
            onClick={() => onChange(o.value)}
            onKeyDown={(e) => move(e, i)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
