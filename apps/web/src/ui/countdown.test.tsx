import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownParts } from './countdown';

const NOW = new Date('2026-05-01T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const timer = () => screen.getByRole('timer');

describe('countdownParts', () => {
  it('uses days, hours, minutes with Russian plurals', () => {
    const ms = ((2 * 24 + 3) * 60 + 21) * 60_000 + 5_000;
    expect(countdownParts(ms)).toEqual([
      { value: 2, unit: 'дня' },
      { value: 3, unit: 'часа' },
      { value: 21, unit: 'минута' },
    ]);
    expect(countdownParts(5 * 24 * 3_600_000)).toEqual([
      { value: 5, unit: 'дней' },
      { value: 0, unit: 'часов' },
      { value: 0, unit: 'минут' },
    ]);
  });

  it('switches to seconds under a minute', () => {
    expect(countdownParts(60_000)).toEqual([{ value: 1, unit: 'минута' }]);
    expect(countdownParts(59_000)).toEqual([{ value: 59, unit: 'секунд' }]);
    expect(countdownParts(1_000)).toEqual([{ value: 1, unit: 'секунда' }]);
    expect(countdownParts(-5)).toEqual([{ value: 0, unit: 'секунд' }]);
  });
});

describe('Countdown', () => {
  it('counts down and calls onZero exactly once', () => {
    const onZero = vi.fn();
    render(<Countdown to={NOW + 62_000} onZero={onZero} />);
    expect(timer()).toHaveAccessibleName('До начала продаж: 1 минута');
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer()).toHaveAccessibleName('До начала продаж: 59 секунд');
    act(() => vi.advanceTimersByTime(58_000));
    expect(timer()).toHaveAccessibleName('До начала продаж: 1 секунда');
    expect(onZero).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer()).toHaveAccessibleName('До начала продаж: 0 секунд');
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('fires at once for a moment already passed', () => {
    const onZero = vi.fn();
    render(<Countdown to={new Date(NOW - 1000).toISOString()} onZero={onZero} />);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
