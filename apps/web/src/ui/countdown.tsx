import { useNow } from './use-now';
import { useEffect, useRef } from 'react';
import { plural, ru } from '@/i18n/ru';
import './countdown.css';

export interface CountdownProps {
  /** The moment sales open. */
  to: Date | string | number;
  /** Called exactly once when the countdown reaches zero (spec §2.3). */
  onZero?: () => void;
  label?: string;
}

export interface CountdownPart {
  value: number;
  unit: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * spec §2.3: days, hours and minutes while at least a minute remains, then seconds.
 * Leading zero units are left out («5 минут», not «0 дней 0 часов 5 минут»).
 */
export function countdownParts(remainingMs: number): CountdownPart[] {
  const ms = Math.max(0, remainingMs);
  if (ms < MINUTE) {
    const seconds = Math.ceil(ms / SECOND);
    return [{ value: seconds, unit: plural(seconds, ru.ui.countdownSeconds) }];
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const parts: CountdownPart[] = [];
  if (days > 0) parts.push({ value: days, unit: plural(days, ru.ui.countdownDays) });
  if (days > 0 || hours > 0)
    parts.push({ value: hours, unit: plural(hours, ru.ui.countdownHours) });
  parts.push({ value: minutes, unit: plural(minutes, ru.ui.countdownMinutes) });
  return parts;
}

/** Countdown before sales open (spec §2.3). */
export function Countdown({ to, onZero, label = ru.ui.countdownLabel }: CountdownProps) {
  const target = new Date(to).getTime();
  const now = useNow(target);
  const remaining = target - now;
  const firedFor = useRef<number | null>(null);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  useEffect(() => {
    if (remaining > 0 || firedFor.current === target) return;
    firedFor.current = target;
    onZeroRef.current?.();
  }, [remaining, target]);

  const parts = countdownParts(remaining);
  const text = parts.map((p) => `${p.value} ${p.unit}`).join(' ');
  return (
    <div className="sk-countdown" role="timer" aria-label={`${label}: ${text}`}>
      <span className="sk-countdown__label" aria-hidden="true">
        {label}
      </span>
      <span className="sk-countdown__parts" aria-hidden="true">
        {parts.map((part) => (
          <span key={part.unit} className="sk-countdown__part">
            <span className="sk-countdown__value">{part.value}</span>
            <span className="sk-countdown__unit">{part.unit}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
