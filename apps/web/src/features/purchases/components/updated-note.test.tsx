import { render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import { UpdatedNote, updatedWhen } from './updated-note';

describe('UpdatedNote', () => {
  // Wednesday 25 November 2026, noon on the device (its own time zone, whichever it is).
  const today = new Date(2026, 10, 25, 12);

  it('says when the data was fetched: today, yesterday or the date', () => {
    expect(updatedWhen(new Date(2026, 10, 25, 9, 7).getTime(), today)).toBe('сегодня в 09:07');
    expect(updatedWhen(new Date(2026, 10, 24, 23, 59).getTime(), today)).toBe('вчера в 23:59');
    expect(updatedWhen(new Date(2026, 10, 2, 8, 0).getTime(), today)).toBe('2 ноября в 08:00');
  });

  it('adds why the saved copy is shown when the refresh failed', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: today });
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'нет сети' });
    const { rerender } = render(<UpdatedNote updatedAt={Date.now()} error={offline} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Нет соединения с интернетом — показаны сохранённые данные',
    );
    const failed = new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'сбой' });
    rerender(<UpdatedNote updatedAt={Date.now()} error={failed} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Не удалось обновить — показаны сохранённые данные',
    );
    rerender(<UpdatedNote updatedAt={Date.now()} error={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Обновлено сегодня в 12:00');
    vi.useRealTimers();
  });
});
