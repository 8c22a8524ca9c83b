import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarDay } from './calendar';

// 2026-11-18 is a Wednesday.
const days: CalendarDay[] = [
  { date: '2026-11-17', types: ['SCHEDULED_EVENT'] },
  { date: '2026-11-18', types: ['SERVICE', 'SCHEDULED_EVENT'] },
  { date: '2026-11-20', types: ['SERVICE'] },
  { date: '2026-11-30', types: ['SERVICE'] },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 12));
});
afterEach(() => vi.useRealTimers());

const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-date="${iso}"]`)!;

describe('Calendar', () => {
  it('starts the week on Monday with Russian names', () => {
    render(<Calendar value={null} onChange={() => undefined} days={days} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(headers[0]).toHaveAttribute('aria-label', 'понедельник');
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(7);
    expect(within(cells[0]!).getByRole('button')).toHaveAttribute('data-date', '2026-11-16');
    expect(screen.getByText('Ноябрь 2026')).toBeInTheDocument();
  });

  it('reports the picked day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<Calendar value={null} onChange={onChange} days={days} />);
    fireEvent.click(day('2026-11-20'));
    expect(onChange).toHaveBeenCalledWith('2026-11-20');
  });

  it('does not pick days without tickets or outside min/max', () => {
    const onChange = vi.fn();
    render(
      <Calendar value={null} onChange={onChange} days={days} min="2026-11-18" max="2026-11-30" />,
    );
    fireEvent.click(day('2026-11-19')); // no tickets
    fireEvent.click(day('2026-11-17')); // has tickets, before min
    expect(onChange).not.toHaveBeenCalled();
    expect(day('2026-11-19').closest('[role="gridcell"]')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-11-17')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-11-18')).not.toHaveAttribute('aria-disabled');
  });

  it('marks the selected day and describes its types', () => {
    render(<Calendar value="2026-11-18" onChange={() => undefined} days={days} />);
    expect(day('2026-11-18').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(day('2026-11-18')).toHaveAccessibleName(
      '18 ноября 2026, среда, есть сеансы по расписанию, есть билеты',
    );
  });

  it('moves focus with the arrow keys across weeks', () => {
    render(<Calendar value="2026-11-18" onChange={() => undefined} days={days} />);
    day('2026-11-18').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2026-11-19'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2026-11-26'));
  });

  it('toggles week and month and navigates', () => {
    render(<Calendar value="2026-11-18" onChange={() => undefined} days={days} />);
    fireEvent.click(screen.getByRole('button', { name: 'Месяц' }));
    expect(screen.getByRole('button', { name: 'Месяц' })).toHaveAttribute('aria-pressed', 'true');
    // November 2026: Mon 26 Oct … Sun 6 Dec = 6 weeks.
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(screen.getByText('Декабрь 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущая неделя' }));
    expect(screen.getAllByRole('gridcell')).toHaveLength(7);
  });
});
