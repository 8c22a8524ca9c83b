import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, DatePickerSheet } from './date-picker-sheet';

// ion-datetime draws its calendar in a shadow root jsdom cannot drive; a stand-in records the
// props we pass and lets the test emit ionChange like the real one does.
vi.mock('@/ui/ionic/datetime', () => ({
  IonDatetime: (props: {
    value: string;
    min?: string;
    max?: string;
    locale: string;
    firstDayOfWeek: number;
    presentation: string;
    onIonChange: (event: { detail: { value: string } }) => void;
  }) => (
    <input
      aria-label="datetime"
      data-locale={props.locale}
      data-first-day={props.firstDayOfWeek}
      data-presentation={props.presentation}
      data-min={props.min}
      data-max={props.max}
      value={props.value}
      onChange={(event) => props.onIonChange({ detail: { value: event.target.value } })}
    />
  ),
}));

const picker = () => screen.getByLabelText('datetime');

describe('DatePickerSheet', () => {
  it('configures a Russian, Monday-first date picker with min and max', () => {
    render(
      <DatePickerSheet
        open
        value="2026-11-21"
        onConfirm={() => undefined}
        onClose={() => undefined}
        min="2026-01-01"
        max="2026-12-31"
      />,
    );
    expect(picker()).toHaveAttribute('data-locale', 'ru-RU');
    expect(picker()).toHaveAttribute('data-first-day', '1');
    expect(picker()).toHaveAttribute('data-presentation', 'date');
    expect(picker()).toHaveAttribute('data-min', '2026-01-01');
    expect(picker()).toHaveAttribute('data-max', '2026-12-31');
    expect(screen.getByText('21/11/2026')).toBeInTheDocument();
  });

  it('«Выбрать» confirms the picked date as YYYY-MM-DD', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<DatePickerSheet open value="2026-11-21" onConfirm={onConfirm} onClose={onClose} />);
    fireEvent.change(picker(), { target: { value: '2026-12-05T00:00:00' } });
    expect(screen.getByText('05/12/2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(onConfirm).toHaveBeenCalledWith('2026-12-05');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows each of «Отмена», «Готово» and «Выбрать» once: the first two in the header', () => {
    render(
      <DatePickerSheet open value="2026-11-21" onConfirm={() => undefined} onClose={() => {}} />,
    );
    for (const name of ['Отмена', 'Готово', 'Выбрать']) {
      expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    }
    const header = screen.getByRole('heading', { name: 'Выберите дату' }).parentElement!;
    expect(within(header).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Готово' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Выбрать' })).toBeNull();
  });

  it('«Готово» confirms too, «Отмена» closes without confirming', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<DatePickerSheet open value="2026-11-21" onConfirm={onConfirm} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onConfirm).toHaveBeenCalledWith('2026-11-21');
  });
});

describe('DateField', () => {
  function Form({ spy }: { spy: (v: string) => void }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <DateField
        label="Дата рождения"
        value={value}
        onChange={(v) => {
          spy(v);
          setValue(v);
        }}
      />
    );
  }

  it('shows DD.MM.YYYY and sends YYYY-MM-DD', () => {
    const spy = vi.fn();
    render(<Form spy={spy} />);
    const field = screen.getByRole('button', { name: /Дата рождения/ });
    expect(field).toHaveTextContent('ДД.ММ.ГГГГ');
    fireEvent.click(field);
    fireEvent.change(picker(), { target: { value: '2015-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать' }));
    expect(spy).toHaveBeenCalledWith('2015-03-09');
    expect(screen.getByRole('button', { name: /Дата рождения/ })).toHaveTextContent('09.03.2015');
  });
});
